module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @fib_run(%pc: memref<?xi32> {llvm.noalias}, %pc_stack: memref<?xi32> {llvm.noalias}, %pc_sp: memref<?xi32> {llvm.noalias}, %status: memref<?xi32> {llvm.noalias}, %stats: memref<?xi64> {llvm.noalias}, %v0_top: memref<?xi64> {llvm.noalias}, %v0_stack: memref<?xi64> {llvm.noalias}, %v0_sp: memref<?xi32> {llvm.noalias}, %v1_top: memref<?xi64> {llvm.noalias}, %v4_top: memref<?xi64> {llvm.noalias}, %v4_stack: memref<?xi64> {llvm.noalias}, %v4_sp: memref<?xi32> {llvm.noalias}, %v6_top: memref<?xi64> {llvm.noalias}, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = memref.dim %pc, %c0 : memref<?xi32>
    %halt = arith.constant 5 : i32
    %steps0 = arith.constant 0 : i64
    %nblocks = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %runs0 = memref.alloca() : memref<5xi64>
    %runs = memref.cast %runs0 : memref<5xi64> to memref<?xi64>
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
              %a6 = arith.cmpi sle, %a4, %a5 : i64
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
              %a15 = arith.constant 1 : i64
              %a16 = arith.constant 0 : index
              %a17 = arith.constant 0 : index
              memref.store %a15, %v1_top[%mb] : memref<?xi64>
              %a18 = memref.load %pc_sp[%mb] : memref<?xi32>
              %a19 = arith.constant 0 : i32
              %a20 = arith.cmpi sgt, %a18, %a19 : i32
              scf.if %a20 {
                %a21 = arith.constant 1 : i32
                %a22 = arith.subi %a18, %a21 : i32
                %a23 = arith.constant 0 : index
                %a24 = arith.index_cast %a22 : i32 to index
                %a25 = arith.muli %a24, %z : index
                %a26 = arith.addi %a25, %mb : index
                %a27 = memref.load %pc_stack[%a26] : memref<?xi32>
                memref.store %a22, %pc_sp[%mb] : memref<?xi32>
                memref.store %a27, %pc[%mb] : memref<?xi32>
              } else {
                %a28 = arith.constant 5 : i32
                memref.store %a28, %pc[%mb] : memref<?xi32>
              }
            }
            %a29 = arith.constant 1 : index
            %a30 = memref.load %runs[%a29] : memref<?xi64>
            %a31 = arith.constant 1 : i64
            %a32 = arith.addi %a30, %a31 : i64
            memref.store %a32, %runs[%a29] : memref<?xi64>
            scf.yield
          }
          case 2 {
            %a33 = arith.constant true
            scf.if %a33 {
              %a34 = arith.constant 0 : index
              %a35 = arith.constant 0 : index
              %a36 = memref.load %v0_top[%mb] : memref<?xi64>
              %a37 = arith.constant 2 : i64
              %a38 = arith.subi %a36, %a37 : i64
              %a39 = memref.load %v0_sp[%mb] : memref<?xi32>
              %a40 = arith.constant 64 : i32
              %a41 = arith.cmpi sge, %a39, %a40 : i32
              scf.if %a41 {
                %a42 = arith.constant 1 : i32
                memref.store %a42, %status[%mb] : memref<?xi32>
                %a43 = arith.constant 5 : i32
                memref.store %a43, %pc[%mb] : memref<?xi32>
              } else {
                %a44 = arith.index_cast %a39 : i32 to index
                %a45 = arith.constant 0 : index
                %a46 = memref.load %v0_top[%mb] : memref<?xi64>
                %a47 = arith.muli %a44, %z : index
                %a48 = arith.addi %a47, %mb : index
                memref.store %a46, %v0_stack[%a48] : memref<?xi64>
                %a49 = arith.constant 1 : i32
                %a50 = arith.addi %a39, %a49 : i32
                memref.store %a50, %v0_sp[%mb] : memref<?xi32>
                %a51 = arith.constant 0 : index
                %a52 = arith.constant 0 : index
                memref.store %a38, %v0_top[%mb] : memref<?xi64>
                %a53 = memref.load %pc_sp[%mb] : memref<?xi32>
                %a54 = arith.constant 64 : i32
                %a55 = arith.cmpi sge, %a53, %a54 : i32
                scf.if %a55 {
                  %a56 = arith.constant 1 : i32
                  memref.store %a56, %status[%mb] : memref<?xi32>
                  %a57 = arith.constant 5 : i32
                  memref.store %a57, %pc[%mb] : memref<?xi32>
                } else {
                  %a58 = arith.constant 0 : index
                  %a59 = arith.index_cast %a53 : i32 to index
                  %a60 = arith.muli %a59, %z : index
                  %a61 = arith.addi %a60, %mb : index
                  %a62 = arith.constant 3 : i32
                  memref.store %a62, %pc_stack[%a61] : memref<?xi32>
                  %a63 = arith.constant 1 : i32
                  %a64 = arith.addi %a53, %a63 : i32
                  memref.store %a64, %pc_sp[%mb] : memref<?xi32>
                  %a65 = arith.constant 0 : i32
                  memref.store %a65, %pc[%mb] : memref<?xi32>
                }
              }
            }
            %a66 = arith.constant 2 : index
            %a67 = memref.load %runs[%a66] : memref<?xi64>
            %a68 = arith.constant 1 : i64
            %a69 = arith.addi %a67, %a68 : i64
            memref.store %a69, %runs[%a66] : memref<?xi64>
            scf.yield
          }
          case 3 {
            %a70 = arith.constant true
            scf.if %a70 {
              %a71 = arith.constant 0 : index
              %a72 = arith.constant 0 : index
              %a73 = memref.load %v1_top[%mb] : memref<?xi64>
              %a74 = arith.constant 0 : index
              %a75 = arith.constant 0 : index
              memref.store %a73, %v4_top[%mb] : memref<?xi64>
              %a76 = memref.load %v0_sp[%mb] : memref<?xi32>
              %a77 = arith.constant 0 : i32
              %a78 = arith.cmpi sgt, %a76, %a77 : i32
              scf.if %a78 {
                %a79 = arith.constant 1 : i32
                %a80 = arith.subi %a76, %a79 : i32
                %a81 = arith.index_cast %a80 : i32 to index
                %a82 = arith.constant 0 : index
                %a83 = arith.muli %a81, %z : index
                %a84 = arith.addi %a83, %mb : index
                %a85 = memref.load %v0_stack[%a84] : memref<?xi64>
                memref.store %a85, %v0_top[%mb] : memref<?xi64>
                memref.store %a80, %v0_sp[%mb] : memref<?xi32>
              }
              %a86 = arith.constant 0 : index
              %a87 = arith.constant 0 : index
              %a88 = memref.load %v0_top[%mb] : memref<?xi64>
              %a89 = arith.constant 1 : i64
              %a90 = arith.subi %a88, %a89 : i64
              %a91 = memref.load %v4_sp[%mb] : memref<?xi32>
              %a92 = arith.constant 64 : i32
              %a93 = arith.cmpi sge, %a91, %a92 : i32
              scf.if %a93 {
                %a94 = arith.constant 1 : i32
                memref.store %a94, %status[%mb] : memref<?xi32>
                %a95 = arith.constant 5 : i32
                memref.store %a95, %pc[%mb] : memref<?xi32>
              } else {
                %a96 = arith.index_cast %a91 : i32 to index
                %a97 = arith.constant 0 : index
                %a98 = memref.load %v4_top[%mb] : memref<?xi64>
                %a99 = arith.muli %a96, %z : index
                %a100 = arith.addi %a99, %mb : index
                memref.store %a98, %v4_stack[%a100] : memref<?xi64>
                %a101 = arith.constant 1 : i32
                %a102 = arith.addi %a91, %a101 : i32
                memref.store %a102, %v4_sp[%mb] : memref<?xi32>
                %a103 = arith.constant 0 : index
                %a104 = arith.constant 0 : index
                memref.store %a73, %v4_top[%mb] : memref<?xi64>
                %a105 = arith.constant 0 : index
                %a106 = arith.constant 0 : index
                memref.store %a90, %v0_top[%mb] : memref<?xi64>
                %a107 = memref.load %pc_sp[%mb] : memref<?xi32>
                %a108 = arith.constant 64 : i32
                %a109 = arith.cmpi sge, %a107, %a108 : i32
                scf.if %a109 {
                  %a110 = arith.constant 1 : i32
                  memref.store %a110, %status[%mb] : memref<?xi32>
                  %a111 = arith.constant 5 : i32
                  memref.store %a111, %pc[%mb] : memref<?xi32>
                } else {
                  %a112 = arith.constant 0 : index
                  %a113 = arith.index_cast %a107 : i32 to index
                  %a114 = arith.muli %a113, %z : index
                  %a115 = arith.addi %a114, %mb : index
                  %a116 = arith.constant 4 : i32
                  memref.store %a116, %pc_stack[%a115] : memref<?xi32>
                  %a117 = arith.constant 1 : i32
                  %a118 = arith.addi %a107, %a117 : i32
                  memref.store %a118, %pc_sp[%mb] : memref<?xi32>
                  %a119 = arith.constant 0 : i32
                  memref.store %a119, %pc[%mb] : memref<?xi32>
                }
              }
            }
            %a120 = arith.constant 3 : index
            %a121 = memref.load %runs[%a120] : memref<?xi64>
            %a122 = arith.constant 1 : i64
            %a123 = arith.addi %a121, %a122 : i64
            memref.store %a123, %runs[%a120] : memref<?xi64>
            scf.yield
          }
          case 4 {
            %a124 = arith.constant true
            scf.if %a124 {
              %a125 = arith.constant 0 : index
              %a126 = arith.constant 0 : index
              %a127 = memref.load %v1_top[%mb] : memref<?xi64>
              %a128 = arith.constant 0 : index
              %a129 = arith.constant 0 : index
              memref.store %a127, %v6_top[%mb] : memref<?xi64>
              %a130 = memref.load %v4_sp[%mb] : memref<?xi32>
              %a131 = arith.constant 0 : i32
              %a132 = arith.cmpi sgt, %a130, %a131 : i32
              scf.if %a132 {
                %a133 = arith.constant 1 : i32
                %a134 = arith.subi %a130, %a133 : i32
                %a135 = arith.index_cast %a134 : i32 to index
                %a136 = arith.constant 0 : index
                %a137 = arith.muli %a135, %z : index
                %a138 = arith.addi %a137, %mb : index
                %a139 = memref.load %v4_stack[%a138] : memref<?xi64>
                memref.store %a139, %v4_top[%mb] : memref<?xi64>
                memref.store %a134, %v4_sp[%mb] : memref<?xi32>
              }
              %a140 = arith.constant 0 : index
              %a141 = arith.constant 0 : index
              %a142 = memref.load %v4_top[%mb] : memref<?xi64>
              %a143 = arith.addi %a142, %a127 : i64
              %a144 = arith.constant 0 : index
              %a145 = arith.constant 0 : index
              memref.store %a143, %v1_top[%mb] : memref<?xi64>
              %a146 = memref.load %pc_sp[%mb] : memref<?xi32>
              %a147 = arith.constant 0 : i32
              %a148 = arith.cmpi sgt, %a146, %a147 : i32
              scf.if %a148 {
                %a149 = arith.constant 1 : i32
                %a150 = arith.subi %a146, %a149 : i32
                %a151 = arith.constant 0 : index
                %a152 = arith.index_cast %a150 : i32 to index
                %a153 = arith.muli %a152, %z : index
                %a154 = arith.addi %a153, %mb : index
                %a155 = memref.load %pc_stack[%a154] : memref<?xi32>
                memref.store %a150, %pc_sp[%mb] : memref<?xi32>
                memref.store %a155, %pc[%mb] : memref<?xi32>
              } else {
                %a156 = arith.constant 5 : i32
                memref.store %a156, %pc[%mb] : memref<?xi32>
              }
            }
            %a157 = arith.constant 4 : index
            %a158 = memref.load %runs[%a157] : memref<?xi64>
            %a159 = arith.constant 1 : i64
            %a160 = arith.addi %a158, %a159 : i64
            memref.store %a160, %runs[%a157] : memref<?xi64>
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
    func.func @fib_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
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
      %35 = memref.view %state[%33][%34] : memref<?xi8> to memref<?xi64>
      %36 = arith.constant 14 : index
      %37 = arith.constant 15 : index
      %38 = memref.load %layout[%36] : memref<?xindex>
      %39 = memref.load %layout[%37] : memref<?xindex>
      %40 = memref.view %state[%38][%39] : memref<?xi8> to memref<?xi32>
      %41 = arith.constant 16 : index
      %42 = arith.constant 17 : index
      %43 = memref.load %layout[%41] : memref<?xindex>
      %44 = memref.load %layout[%42] : memref<?xindex>
      %45 = memref.view %state[%43][%44] : memref<?xi8> to memref<?xi64>
      %46 = arith.constant 18 : index
      %47 = arith.constant 19 : index
      %48 = memref.load %layout[%46] : memref<?xindex>
      %49 = memref.load %layout[%47] : memref<?xindex>
      %50 = memref.view %state[%48][%49] : memref<?xi8> to memref<?xi64>
      %51 = arith.constant 20 : index
      %52 = arith.constant 21 : index
      %53 = memref.load %layout[%51] : memref<?xindex>
      %54 = memref.load %layout[%52] : memref<?xindex>
      %55 = memref.view %state[%53][%54] : memref<?xi8> to memref<?xi64>
      %56 = arith.constant 22 : index
      %57 = arith.constant 23 : index
      %58 = memref.load %layout[%56] : memref<?xindex>
      %59 = memref.load %layout[%57] : memref<?xindex>
      %60 = memref.view %state[%58][%59] : memref<?xi8> to memref<?xi32>
      %61 = arith.constant 24 : index
      %62 = arith.constant 25 : index
      %63 = memref.load %layout[%61] : memref<?xindex>
      %64 = memref.load %layout[%62] : memref<?xindex>
      %65 = memref.view %state[%63][%64] : memref<?xi8> to memref<?xi64>
      %66 = func.call @fib_run(%5, %10, %15, %20, %25, %30, %35, %40, %45, %50, %55, %60, %65, %lo, %hi) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi32>, memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi32>, memref<?xi64>, index, index) -> i64
      return %66 : i64
    }

  llvm.mlir.global internal constant @fib_abi_text("{\22buffers\22:[{\22name\22:\22pc\22,\22role\22:{\22kind\22:\22pc\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22pc.stack\22,\22role\22:{\22kind\22:\22pc_stack\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22pc.sp\22,\22role\22:{\22kind\22:\22pc_pointer\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22status\22,\22role\22:{\22kind\22:\22status\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22block.stats\22,\22role\22:{\22kind\22:\22block_stats\22},\22dtype\22:\22i64\22,\22elements\22:15,\22extent\22:\22shared\22},{\22name\22:\22fib.n#0.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.n#0.stack\22,\22role\22:{\22kind\22:\22stack\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22fib.n#0.sp\22,\22role\22:{\22kind\22:\22pointer\22,\22var\22:0},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%ret0#1.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:1},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%2#4.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%2#4.stack\22,\22role\22:{\22kind\22:\22stack\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22fib.%2#4.sp\22,\22role\22:{\22kind\22:\22pointer\22,\22var\22:4},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%4#6.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:6},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22}],\22max_stack_depth\22:64,\22entry\22:0,\22halt\22:5,\22inputs\22:[5],\22outputs\22:[8],\22status\22:3,\22scratch_bytes\22:0,\22member_layout\22:\22contiguous\22,\22blocks\22:[\22fib.b0\22,\22fib.b1\22,\22fib.b2\22,\22fib.b2.1\22,\22fib.b2.2\22]}\00") {addr_space = 0 : i32} : !llvm.array<1494 x i8>
  llvm.func @fib_abi() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @fib_abi_text : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
