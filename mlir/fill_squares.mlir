module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @fill_squares_run(%pc: memref<?xi32> {llvm.noalias}, %status: memref<?xi32> {llvm.noalias}, %stats: memref<?xi64> {llvm.noalias}, %v0_top: memref<?xi64> {llvm.noalias}, %v1_top: memref<?xi64> {llvm.noalias}, %v2_top: memref<?xi64> {llvm.noalias}, %v3_top: memref<?xi64> {llvm.noalias}, %v4_top: memref<?xi64> {llvm.noalias}, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = memref.dim %pc, %c0 : memref<?xi32>
    %halt = arith.constant 4 : i32
    %steps0 = arith.constant 0 : i64
    %nblocks = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %runs0 = memref.alloca() : memref<4xi64>
    %runs = memref.cast %runs0 : memref<4xi64> to memref<?xi64>
    %zero64 = arith.constant 0 : i64
    scf.for %k = %c0 to %nblocks step %c1 {
      memref.store %zero64, %runs[%k] : memref<?xi64>
    }
    %loop:2 = scf.while (%steps = %steps0) : (i64) -> (i64, i32) {
      %low = scf.for %mb = %lo to %hi step %c1 iter_args(%acc = %halt) -> (i32) {
        %p0 = memref.load %pc[%mb] : memref<?xi32>
        %pend = scf.while (%p = %p0) : (i32) -> (i32) {
          %live = arith.cmpi slt, %p, %halt : i32
          %pi = arith.index_cast %p : i32 to index
          %cheap = scf.index_switch %pi -> i1
          default {
            %yes = arith.constant true
            scf.yield %yes : i1
          }
          %go = arith.andi %live, %cheap : i1
          scf.condition(%go) %p : i32
        } do {
        ^bb0(%q: i32):
          %qi = arith.index_cast %q : i32 to index
          scf.index_switch %qi
          case 0 {
            %a1 = arith.constant true
            scf.if %a1 {
              %a2 = arith.constant 0 : i64
              %a3 = arith.constant 0 : index
              %a4 = arith.constant 8 : index
              %a5 = arith.muli %mb, %a4 : index
              %a6 = arith.constant 0 : index
              %a7 = arith.constant 8 : index
              %a8 = arith.constant 1 : index
              scf.for %a9 = %a6 to %a7 step %a8 {
                %a10 = arith.addi %a5, %a9 : index
                memref.store %a2, %v2_top[%a10] : memref<?xi64>
              }
              %a11 = arith.constant 0 : index
              %a12 = arith.constant 0 : index
              %a13 = memref.load %v0_top[%mb] : memref<?xi64>
              %a14 = arith.constant 8 : i64
              %a15 = arith.cmpi slt, %a14, %a13 : i64
              %a16 = arith.select %a15, %a14, %a13 : i64
              %a17 = arith.constant 0 : index
              %a18 = arith.constant 0 : index
              memref.store %a16, %v3_top[%mb] : memref<?xi64>
              %a19 = arith.constant 0 : i64
              %a20 = arith.constant 0 : index
              %a21 = arith.constant 0 : index
              memref.store %a19, %v4_top[%mb] : memref<?xi64>
              %a22 = arith.constant 1 : i32
              memref.store %a22, %pc[%mb] : memref<?xi32>
            }
            %a23 = arith.constant 0 : index
            %a24 = memref.load %runs[%a23] : memref<?xi64>
            %a25 = arith.constant 1 : i64
            %a26 = arith.addi %a24, %a25 : i64
            memref.store %a26, %runs[%a23] : memref<?xi64>
            scf.yield
          }
          case 1 {
            %a27 = arith.constant true
            scf.if %a27 {
              %a28 = arith.constant 0 : index
              %a29 = arith.constant 0 : index
              %a30 = memref.load %v4_top[%mb] : memref<?xi64>
              %a31 = arith.constant 0 : index
              %a32 = arith.constant 0 : index
              %a33 = memref.load %v3_top[%mb] : memref<?xi64>
              %a34 = arith.cmpi slt, %a30, %a33 : i64
              %a35 = arith.constant 2 : i32
              %a36 = arith.constant 3 : i32
              %a37 = arith.select %a34, %a35, %a36 : i32
              memref.store %a37, %pc[%mb] : memref<?xi32>
            }
            %a38 = arith.constant 1 : index
            %a39 = memref.load %runs[%a38] : memref<?xi64>
            %a40 = arith.constant 1 : i64
            %a41 = arith.addi %a39, %a40 : i64
            memref.store %a41, %runs[%a38] : memref<?xi64>
            scf.yield
          }
          case 2 {
            %a42 = arith.constant true
            scf.if %a42 {
              %a43 = arith.constant 0 : index
              %a44 = arith.constant 0 : index
              %a45 = memref.load %v4_top[%mb] : memref<?xi64>
              %a46 = arith.constant 1 : i64
              %a47 = arith.addi %a45, %a46 : i64
              %a48 = arith.constant 0 : index
              %a49 = arith.constant 0 : index
              memref.store %a47, %v4_top[%mb] : memref<?xi64>
              %a50 = arith.muli %a45, %a45 : i64
              %a51 = arith.constant 0 : index
              %a52 = arith.constant 8 : index
              %a53 = arith.muli %mb, %a52 : index
              %a54 = arith.constant 0 : index
              %a55 = arith.constant 8 : index
              %a56 = arith.muli %mb, %a55 : index
              %a57 = arith.constant false
              %a58 = arith.constant 0 : index
              %a59 = arith.constant 0 : i64
              %a60 = arith.constant 8 : i64
              %a61 = arith.constant -8 : i64
              %a62 = arith.cmpi slt, %a45, %a61 : i64
              %a63 = arith.cmpi sge, %a45, %a60 : i64
              %a64 = arith.ori %a62, %a63 : i1
              %a65 = arith.cmpi slt, %a45, %a59 : i64
              %a66 = arith.addi %a45, %a60 : i64
              %a67 = arith.select %a65, %a66, %a45 : i64
              %a68 = arith.select %a64, %a59, %a67 : i64
              %a69 = arith.index_cast %a68 : i64 to index
              %a70 = arith.ori %a57, %a64 : i1
              %a71 = arith.constant 8 : index
              %a72 = arith.muli %a58, %a71 : index
              %a73 = arith.addi %a72, %a69 : index
              %a74 = arith.constant 0 : index
              %a75 = arith.select %a70, %a74, %a73 : index
              %a76 = arith.constant true
              %a77 = arith.xori %a70, %a76 : i1
              scf.if %a77 {
                %a78 = arith.constant 0 : index
                %a79 = arith.addi %a56, %a75 : index
                memref.store %a50, %v2_top[%a79] : memref<?xi64>
              }
              scf.if %a70 {
                %a80 = arith.constant 3 : i32
                memref.store %a80, %status[%mb] : memref<?xi32>
                %a81 = arith.constant 4 : i32
                memref.store %a81, %pc[%mb] : memref<?xi32>
              } else {
                %a82 = arith.constant 1 : i32
                memref.store %a82, %pc[%mb] : memref<?xi32>
              }
            }
            %a83 = arith.constant 2 : index
            %a84 = memref.load %runs[%a83] : memref<?xi64>
            %a85 = arith.constant 1 : i64
            %a86 = arith.addi %a84, %a85 : i64
            memref.store %a86, %runs[%a83] : memref<?xi64>
            scf.yield
          }
          case 3 {
            %a87 = arith.constant true
            scf.if %a87 {
              %a88 = arith.constant 0 : index
              %a89 = arith.constant 8 : index
              %a90 = arith.muli %mb, %a89 : index
              %a91 = arith.constant 0 : index
              %a92 = arith.constant 8 : index
              %a93 = arith.muli %mb, %a92 : index
              %a94 = arith.constant 0 : index
              %a95 = arith.constant 8 : index
              %a96 = arith.constant 1 : index
              scf.for %a97 = %a94 to %a95 step %a96 {
                %a98 = arith.addi %a90, %a97 : index
                %a99 = memref.load %v2_top[%a98] : memref<?xi64>
                %a100 = arith.addi %a93, %a97 : index
                memref.store %a99, %v1_top[%a100] : memref<?xi64>
              }
              %a101 = arith.constant 4 : i32
              memref.store %a101, %pc[%mb] : memref<?xi32>
            }
            %a102 = arith.constant 3 : index
            %a103 = memref.load %runs[%a102] : memref<?xi64>
            %a104 = arith.constant 1 : i64
            %a105 = arith.addi %a103, %a104 : i64
            memref.store %a105, %runs[%a102] : memref<?xi64>
            scf.yield
          }
          default {
            scf.yield
          }
          %p2 = memref.load %pc[%mb] : memref<?xi32>
          scf.yield %p2 : i32
        }
        %acc2 = arith.minsi %acc, %pend : i32
        scf.yield %acc2 : i32
      }
      %more = arith.cmpi slt, %low, %halt : i32
      scf.condition(%more) %steps, %low : i64, i32
    } do {
    ^bb0(%done: i64, %block: i32):
      %which = arith.index_cast %block : i32 to index
      %after = scf.index_switch %which -> i32
      default {
        scf.yield %halt : i32
      }
      %one = arith.constant 1 : i64
      %next = arith.addi %done, %one : i64
      scf.yield %next : i64
    }
    scf.for %k = %c0 to %nblocks step %c1 {
      %r = memref.load %runs[%k] : memref<?xi64>
      %at0 = arith.muli %k, %c3 : index
      %at1 = arith.addi %at0, %c1 : index
      %at2 = arith.addi %at1, %c1 : index
      %s0 = memref.atomic_rmw addi %r, %stats[%at0] : (i64, memref<?xi64>) -> i64
      %s1 = memref.atomic_rmw addi %r, %stats[%at1] : (i64, memref<?xi64>) -> i64
      %s2 = memref.atomic_rmw addi %r, %stats[%at2] : (i64, memref<?xi64>) -> i64
    }
    return %loop#0 : i64
  }
    func.func @fill_squares_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
      %1 = arith.constant 0 : index
      %2 = arith.constant 1 : index
      %3 = memref.load %layout[%1] : memref<?xindex>
      %4 = memref.load %layout[%2] : memref<?xindex>
      %5 = memref.view %state[%3][%4] : memref<?xi8> to memref<?xi32>
      %6 = arith.constant 2 : index
      %7 = arith.constant 3 : index
      %8 = memref.load %layout[%6] : memref<?xindex>
      %9 = memref.load %layout[%7] : memref<?xindex>
      %10 = memref.view %state[%8][%9] : memref<?xi8> to memref<?xi32>
      %11 = arith.constant 4 : index
      %12 = arith.constant 5 : index
      %13 = memref.load %layout[%11] : memref<?xindex>
      %14 = memref.load %layout[%12] : memref<?xindex>
      %15 = memref.view %state[%13][%14] : memref<?xi8> to memref<?xi64>
      %16 = arith.constant 6 : index
      %17 = arith.constant 7 : index
      %18 = memref.load %layout[%16] : memref<?xindex>
      %19 = memref.load %layout[%17] : memref<?xindex>
      %20 = memref.view %state[%18][%19] : memref<?xi8> to memref<?xi64>
      %21 = arith.constant 8 : index
      %22 = arith.constant 9 : index
      %23 = memref.load %layout[%21] : memref<?xindex>
      %24 = memref.load %layout[%22] : memref<?xindex>
      %25 = memref.view %state[%23][%24] : memref<?xi8> to memref<?xi64>
      %26 = arith.constant 10 : index
      %27 = arith.constant 11 : index
      %28 = memref.load %layout[%26] : memref<?xindex>
      %29 = memref.load %layout[%27] : memref<?xindex>
      %30 = memref.view %state[%28][%29] : memref<?xi8> to memref<?xi64>
      %31 = arith.constant 12 : index
      %32 = arith.constant 13 : index
      %33 = memref.load %layout[%31] : memref<?xindex>
      %34 = memref.load %layout[%32] : memref<?xindex>
      %35 = memref.view %state[%33][%34] : memref<?xi8> to memref<?xi64>
      %36 = arith.constant 14 : index
      %37 = arith.constant 15 : index
      %38 = memref.load %layout[%36] : memref<?xindex>
      %39 = memref.load %layout[%37] : memref<?xindex>
      %40 = memref.view %state[%38][%39] : memref<?xi8> to memref<?xi64>
      %41 = func.call @fill_squares_run(%5, %10, %15, %20, %25, %30, %35, %40, %lo, %hi) : (memref<?xi32>, memref<?xi32>, memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index, index) -> i64
      return %41 : i64
    }

  llvm.mlir.global internal constant @fill_squares_abi_text("{\22buffers\22:[{\22name\22:\22pc\22,\22role\22:{\22kind\22:\22pc\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22status\22,\22role\22:{\22kind\22:\22status\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22block.stats\22,\22role\22:{\22kind\22:\22block_stats\22},\22dtype\22:\22i64\22,\22elements\22:12,\22extent\22:\22shared\22},{\22name\22:\22fill_squares.n#0.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fill_squares.%ret0#1.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:1},\22dtype\22:\22i64\22,\22elements\22:8,\22extent\22:\22per_member\22},{\22name\22:\22fill_squares.a#2.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:2},\22dtype\22:\22i64\22,\22elements\22:8,\22extent\22:\22per_member\22},{\22name\22:\22fill_squares.%0#3.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:3},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fill_squares.for@9#4.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22}],\22max_stack_depth\22:128,\22entry\22:0,\22halt\22:4,\22inputs\22:[3],\22outputs\22:[4],\22status\22:1,\22scratch_bytes\22:64,\22member_layout\22:\22contiguous\22,\22blocks\22:[\22fill_squares.b0\22,\22fill_squares.b1\22,\22fill_squares.b2\22,\22fill_squares.b3\22]}\00") {addr_space = 0 : i32} : !llvm.array<1063 x i8>
  llvm.func @fill_squares_abi() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @fill_squares_abi_text : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
