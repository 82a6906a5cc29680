module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @is_even_run(%pc: memref<?xi32> {llvm.noalias}, %pc_stack: memref<?xi32> {llvm.noalias}, %pc_sp: memref<?xi32> {llvm.noalias}, %status: memref<?xi32> {llvm.noalias}, %stats: memref<?xi64> {llvm.noalias}, %v0_top: memref<?xi64> {llvm.noalias}, %v1_top: memref<?xi8> {llvm.noalias}, %v4_top: memref<?xi64> {llvm.noalias}, %v5_top: memref<?xi8> {llvm.noalias}, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = memref.dim %pc, %c0 : memref<?xi32>
    %halt = arith.constant 8 : i32
    %steps0 = arith.constant 0 : i64
    %nblocks = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    %runs0 = memref.alloca() : memref<8xi64>
    %runs = memref.cast %runs0 : memref<8xi64> to memref<?xi64>
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
              %a2 = arith.constant 0 : index
              %a3 = arith.constant 0 : index
              %a4 = memref.load %v0_top[%mb] : memref<?xi64>
              %a5 = arith.constant 1 : i64
              %a6 = arith.cmpi slt, %a4, %a5 : i64
              %a7 = arith.constant 1 : i32
              %a8 = arith.constant 2 : i32
              %a9 = arith.select %a6, %a7, %a8 : i32
              memref.store %a9, %pc[%mb] : memref<?xi32>
            }
            %a10 = arith.constant 0 : index
            %a11 = memref.load %runs[%a10] : memref<?xi64>
            %a12 = arith.constant 1 : i64
            %a13 = arith.addi %a11, %a12 : i64
            memref.store %a13, %runs[%a10] : memref<?xi64>
            scf.yield
          }
          case 1 {
            %a14 = arith.constant true
            scf.if %a14 {
              %a15 = arith.constant true
              %a16 = arith.constant 0 : index
              %a17 = arith.constant 0 : index
              %a18 = arith.extui %a15 : i1 to i8
              memref.store %a18, %v1_top[%mb] : memref<?xi8>
              %a19 = memref.load %pc_sp[%mb] : memref<?xi32>
              %a20 = arith.constant 0 : i32
              %a21 = arith.cmpi sgt, %a19, %a20 : i32
              scf.if %a21 {
                %a22 = arith.constant 1 : i32
                %a23 = arith.subi %a19, %a22 : i32
                %a24 = arith.constant 0 : index
                %a25 = arith.index_cast %a23 : i32 to index
                %a26 = arith.muli %a25, %z : index
                %a27 = arith.addi %a26, %mb : index
                %a28 = memref.load %pc_stack[%a27] : memref<?xi32>
                memref.store %a23, %pc_sp[%mb] : memref<?xi32>
                memref.store %a28, %pc[%mb] : memref<?xi32>
              } else {
                %a29 = arith.constant 8 : i32
                memref.store %a29, %pc[%mb] : memref<?xi32>
              }
            }
            %a30 = arith.constant 1 : index
            %a31 = memref.load %runs[%a30] : memref<?xi64>
            %a32 = arith.constant 1 : i64
            %a33 = arith.addi %a31, %a32 : i64
            memref.store %a33, %runs[%a30] : memref<?xi64>
            scf.yield
          }
          case 2 {
            %a34 = arith.constant true
            scf.if %a34 {
              %a35 = arith.constant 0 : index
              %a36 = arith.constant 0 : index
              %a37 = memref.load %v0_top[%mb] : memref<?xi64>
              %a38 = arith.constant 1 : i64
              %a39 = arith.subi %a37, %a38 : i64
              %a40 = arith.constant 0 : index
              %a41 = arith.constant 0 : index
              memref.store %a39, %v4_top[%mb] : memref<?xi64>
              %a42 = memref.load %pc_sp[%mb] : memref<?xi32>
              %a43 = arith.constant 128 : i32
              %a44 = arith.cmpi sge, %a42, %a43 : i32
              scf.if %a44 {
                %a45 = arith.constant 1 : i32
                memref.store %a45, %status[%mb] : memref<?xi32>
                %a46 = arith.constant 8 : i32
                memref.store %a46, %pc[%mb] : memref<?xi32>
              } else {
                %a47 = arith.constant 0 : index
                %a48 = arith.index_cast %a42 : i32 to index
                %a49 = arith.muli %a48, %z : index
                %a50 = arith.addi %a49, %mb : index
                %a51 = arith.constant 3 : i32
                memref.store %a51, %pc_stack[%a50] : memref<?xi32>
                %a52 = arith.constant 1 : i32
                %a53 = arith.addi %a42, %a52 : i32
                memref.store %a53, %pc_sp[%mb] : memref<?xi32>
                %a54 = arith.constant 4 : i32
                memref.store %a54, %pc[%mb] : memref<?xi32>
              }
            }
            %a55 = arith.constant 2 : index
            %a56 = memref.load %runs[%a55] : memref<?xi64>
            %a57 = arith.constant 1 : i64
            %a58 = arith.addi %a56, %a57 : i64
            memref.store %a58, %runs[%a55] : memref<?xi64>
            scf.yield
          }
          case 3 {
            %a59 = arith.constant true
            scf.if %a59 {
              %a60 = arith.constant 0 : index
              %a61 = arith.constant 0 : index
              %a62 = memref.load %v5_top[%mb] : memref<?xi8>
              %a63 = arith.constant 0 : i8
              %a64 = arith.cmpi ne, %a62, %a63 : i8
              %a65 = arith.constant 0 : index
              %a66 = arith.constant 0 : index
              %a67 = arith.extui %a64 : i1 to i8
              memref.store %a67, %v1_top[%mb] : memref<?xi8>
              %a68 = memref.load %pc_sp[%mb] : memref<?xi32>
              %a69 = arith.constant 0 : i32
              %a70 = arith.cmpi sgt, %a68, %a69 : i32
              scf.if %a70 {
                %a71 = arith.constant 1 : i32
                %a72 = arith.subi %a68, %a71 : i32
                %a73 = arith.constant 0 : index
                %a74 = arith.index_cast %a72 : i32 to index
                %a75 = arith.muli %a74, %z : index
                %a76 = arith.addi %a75, %mb : index
                %a77 = memref.load %pc_stack[%a76] : memref<?xi32>
                memref.store %a72, %pc_sp[%mb] : memref<?xi32>
                memref.store %a77, %pc[%mb] : memref<?xi32>
              } else {
                %a78 = arith.constant 8 : i32
                memref.store %a78, %pc[%mb] : memref<?xi32>
              }
            }
            %a79 = arith.constant 3 : index
            %a80 = memref.load %runs[%a79] : memref<?xi64>
            %a81 = arith.constant 1 : i64
            %a82 = arith.addi %a80, %a81 : i64
            memref.store %a82, %runs[%a79] : memref<?xi64>
            scf.yield
          }
          case 4 {
            %a83 = arith.constant true
            scf.if %a83 {
              %a84 = arith.constant 0 : index
              %a85 = arith.constant 0 : index
              %a86 = memref.load %v4_top[%mb] : memref<?xi64>
              %a87 = arith.constant 1 : i64
              %a88 = arith.cmpi slt, %a86, %a87 : i64
              %a89 = arith.constant 5 : i32
              %a90 = arith.constant 6 : i32
              %a91 = arith.select %a88, %a89, %a90 : i32
              memref.store %a91, %pc[%mb] : memref<?xi32>
            }
            %a92 = arith.constant 4 : index
            %a93 = memref.load %runs[%a92] : memref<?xi64>
            %a94 = arith.constant 1 : i64
            %a95 = arith.addi %a93, %a94 : i64
            memref.store %a95, %runs[%a92] : memref<?xi64>
            scf.yield
          }
          case 5 {
            %a96 = arith.constant true
            scf.if %a96 {
              %a97 = arith.constant false
              %a98 = arith.constant 0 : index
              %a99 = arith.constant 0 : index
              %a100 = arith.extui %a97 : i1 to i8
              memref.store %a100, %v5_top[%mb] : memref<?xi8>
              %a101 = memref.load %pc_sp[%mb] : memref<?xi32>
              %a102 = arith.constant 0 : i32
              %a103 = arith.cmpi sgt, %a101, %a102 : i32
              scf.if %a103 {
                %a104 = arith.constant 1 : i32
                %a105 = arith.subi %a101, %a104 : i32
                %a106 = arith.constant 0 : index
                %a107 = arith.index_cast %a105 : i32 to index
                %a108 = arith.muli %a107, %z : index
                %a109 = arith.addi %a108, %mb : index
                %a110 = memref.load %pc_stack[%a109] : memref<?xi32>
                memref.store %a105, %pc_sp[%mb] : memref<?xi32>
                memref.store %a110, %pc[%mb] : memref<?xi32>
              } else {
                %a111 = arith.constant 8 : i32
                memref.store %a111, %pc[%mb] : memref<?xi32>
              }
            }
            %a112 = arith.constant 5 : index
            %a113 = memref.load %runs[%a112] : memref<?xi64>
            %a114 = arith.constant 1 : i64
            %a115 = arith.addi %a113, %a114 : i64
            memref.store %a115, %runs[%a112] : memref<?xi64>
            scf.yield
          }
          case 6 {
            %a116 = arith.constant true
            scf.if %a116 {
              %a117 = arith.constant 0 : index
              %a118 = arith.constant 0 : index
              %a119 = memref.load %v4_top[%mb] : memref<?xi64>
              %a120 = arith.constant 1 : i64
              %a121 = arith.subi %a119, %a120 : i64
              %a122 = arith.constant 0 : index
              %a123 = arith.constant 0 : index
              memref.store %a121, %v0_top[%mb] : memref<?xi64>
              %a124 = memref.load %pc_sp[%mb] : memref<?xi32>
              %a125 = arith.constant 128 : i32
              %a126 = arith.cmpi sge, %a124, %a125 : i32
              scf.if %a126 {
                %a127 = arith.constant 1 : i32
                memref.store %a127, %status[%mb] : memref<?xi32>
                %a128 = arith.constant 8 : i32
                memref.store %a128, %pc[%mb] : memref<?xi32>
              } else {
                %a129 = arith.constant 0 : index
                %a130 = arith.index_cast %a124 : i32 to index
                %a131 = arith.muli %a130, %z : index
                %a132 = arith.addi %a131, %mb : index
                %a133 = arith.constant 7 : i32
                memref.store %a133, %pc_stack[%a132] : memref<?xi32>
                %a134 = arith.constant 1 : i32
                %a135 = arith.addi %a124, %a134 : i32
                memref.store %a135, %pc_sp[%mb] : memref<?xi32>
                %a136 = arith.constant 0 : i32
                memref.store %a136, %pc[%mb] : memref<?xi32>
              }
            }
            %a137 = arith.constant 6 : index
            %a138 = memref.load %runs[%a137] : memref<?xi64>
            %a139 = arith.constant 1 : i64
            %a140 = arith.addi %a138, %a139 : i64
            memref.store %a140, %runs[%a137] : memref<?xi64>
            scf.yield
          }
          case 7 {
            %a141 = arith.constant true
            scf.if %a141 {
              %a142 = arith.constant 0 : index
              %a143 = arith.constant 0 : index
              %a144 = memref.load %v1_top[%mb] : memref<?xi8>
              %a145 = arith.constant 0 : i8
              %a146 = arith.cmpi ne, %a144, %a145 : i8
              %a147 = arith.constant 0 : index
              %a148 = arith.constant 0 : index
              %a149 = arith.extui %a146 : i1 to i8
              memref.store %a149, %v5_top[%mb] : memref<?xi8>
              %a150 = memref.load %pc_sp[%mb] : memref<?xi32>
              %a151 = arith.constant 0 : i32
              %a152 = arith.cmpi sgt, %a150, %a151 : i32
              scf.if %a152 {
                %a153 = arith.constant 1 : i32
                %a154 = arith.subi %a150, %a153 : i32
                %a155 = arith.constant 0 : index
                %a156 = arith.index_cast %a154 : i32 to index
                %a157 = arith.muli %a156, %z : index
                %a158 = arith.addi %a157, %mb : index
                %a159 = memref.load %pc_stack[%a158] : memref<?xi32>
                memref.store %a154, %pc_sp[%mb] : memref<?xi32>
                memref.store %a159, %pc[%mb] : memref<?xi32>
              } else {
                %a160 = arith.constant 8 : i32
                memref.store %a160, %pc[%mb] : memref<?xi32>
              }
            }
            %a161 = arith.constant 7 : index
            %a162 = memref.load %runs[%a161] : memref<?xi64>
            %a163 = arith.constant 1 : i64
            %a164 = arith.addi %a162, %a163 : i64
            memref.store %a164, %runs[%a161] : memref<?xi64>
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
    func.func @is_even_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
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
      %15 = memref.view %state[%13][%14] : memref<?xi8> to memref<?xi32>
      %16 = arith.constant 6 : index
      %17 = arith.constant 7 : index
      %18 = memref.load %layout[%16] : memref<?xindex>
      %19 = memref.load %layout[%17] : memref<?xindex>
      %20 = memref.view %state[%18][%19] : memref<?xi8> to memref<?xi32>
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
      %35 = memref.view %state[%33][%34] : memref<?xi8> to memref<?xi8>
      %36 = arith.constant 14 : index
      %37 = arith.constant 15 : index
      %38 = memref.load %layout[%36] : memref<?xindex>
      %39 = memref.load %layout[%37] : memref<?xindex>
      %40 = memref.view %state[%38][%39] : memref<?xi8> to memref<?xi64>
      %41 = arith.constant 16 : index
      %42 = arith.constant 17 : index
      %43 = memref.load %layout[%41] : memref<?xindex>
      %44 = memref.load %layout[%42] : memref<?xindex>
      %45 = memref.view %state[%43][%44] : memref<?xi8> to memref<?xi8>
      %46 = func.call @is_even_run(%5, %10, %15, %20, %25, %30, %35, %40, %45, %lo, %hi) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi64>, memref<?xi64>, memref<?xi8>, memref<?xi64>, memref<?xi8>, index, index) -> i64
      return %46 : i64
    }

  llvm.mlir.global internal constant @is_even_abi_text("{\22buffers\22:[{\22name\22:\22pc\22,\22role\22:{\22kind\22:\22pc\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22pc.stack\22,\22role\22:{\22kind\22:\22pc_stack\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22pc.sp\22,\22role\22:{\22kind\22:\22pc_pointer\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22status\22,\22role\22:{\22kind\22:\22status\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22block.stats\22,\22role\22:{\22kind\22:\22block_stats\22},\22dtype\22:\22i64\22,\22elements\22:24,\22extent\22:\22shared\22},{\22name\22:\22is_even.n#0.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22is_even.%ret0#1.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:1},\22dtype\22:\22bool\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22is_odd.n#4.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22is_odd.%ret0#5.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:5},\22dtype\22:\22bool\22,\22elements\22:1,\22extent\22:\22per_member\22}],\22max_stack_depth\22:128,\22entry\22:0,\22halt\22:8,\22inputs\22:[5],\22outputs\22:[6],\22status\22:3,\22scratch_bytes\22:0,\22member_layout\22:\22contiguous\22,\22blocks\22:[\22is_even.b0\22,\22is_even.b1\22,\22is_even.b2\22,\22is_even.b2.1\22,\22is_odd.b0\22,\22is_odd.b1\22,\22is_odd.b2\22,\22is_odd.b2.1\22]}\00") {addr_space = 0 : i32} : !llvm.array<1150 x i8>
  llvm.func @is_even_abi() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @is_even_abi_text : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
