module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @fill_squares_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface, passthrough = [["prefer-vector-width", "512"]]} {
    %lay0a = arith.constant 0 : index
    %lay0b = arith.constant 1 : index
    %lay0o = memref.load %layout[%lay0a] : memref<?xindex>
    %lay0n = memref.load %layout[%lay0b] : memref<?xindex>
    %pc = memref.view %state[%lay0o][%lay0n] : memref<?xi8> to memref<?xi32>
    %lay1a = arith.constant 2 : index
    %lay1b = arith.constant 3 : index
    %lay1o = memref.load %layout[%lay1a] : memref<?xindex>
    %lay1n = memref.load %layout[%lay1b] : memref<?xindex>
    %status = memref.view %state[%lay1o][%lay1n] : memref<?xi8> to memref<?xi32>
    %lay2a = arith.constant 4 : index
    %lay2b = arith.constant 5 : index
    %lay2o = memref.load %layout[%lay2a] : memref<?xindex>
    %lay2n = memref.load %layout[%lay2b] : memref<?xindex>
    %stats = memref.view %state[%lay2o][%lay2n] : memref<?xi8> to memref<?xi64>
    %lay3a = arith.constant 6 : index
    %lay3b = arith.constant 7 : index
    %lay3o = memref.load %layout[%lay3a] : memref<?xindex>
    %lay3n = memref.load %layout[%lay3b] : memref<?xindex>
    %v0_top = memref.view %state[%lay3o][%lay3n] : memref<?xi8> to memref<?xi64>
    %lay4a = arith.constant 8 : index
    %lay4b = arith.constant 9 : index
    %lay4o = memref.load %layout[%lay4a] : memref<?xindex>
    %lay4n = memref.load %layout[%lay4b] : memref<?xindex>
    %v1_top = memref.view %state[%lay4o][%lay4n] : memref<?xi8> to memref<?xi64>
    %lay5a = arith.constant 10 : index
    %lay5b = arith.constant 11 : index
    %lay5o = memref.load %layout[%lay5a] : memref<?xindex>
    %lay5n = memref.load %layout[%lay5b] : memref<?xindex>
    %v2_top = memref.view %state[%lay5o][%lay5n] : memref<?xi8> to memref<?xi64>
    %lay6a = arith.constant 12 : index
    %lay6b = arith.constant 13 : index
    %lay6o = memref.load %layout[%lay6a] : memref<?xindex>
    %lay6n = memref.load %layout[%lay6b] : memref<?xindex>
    %v3_top = memref.view %state[%lay6o][%lay6n] : memref<?xi8> to memref<?xi64>
    %lay7a = arith.constant 14 : index
    %lay7b = arith.constant 15 : index
    %lay7o = memref.load %layout[%lay7a] : memref<?xindex>
    %lay7n = memref.load %layout[%lay7b] : memref<?xindex>
    %v4_top = memref.view %state[%lay7o][%lay7n] : memref<?xi8> to memref<?xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = memref.dim %pc, %c0 : memref<?xi32>
    %halt = arith.constant 4 : i32
    %steps0 = arith.constant 0 : i64
    %loc_pc = memref.alloca() : memref<1xi32>
    %loc_v4_top = memref.alloca() : memref<1xi64>
    %loc_v3_top = memref.alloca() : memref<1xi64>
    %loc_v0_top = memref.alloca() : memref<1xi64>
    %c3 = arith.constant 3 : index
    %zero64 = arith.constant 0 : i64
    %run0 = memref.alloca() : memref<1xi64>
    memref.store %zero64, %run0[%c0] : memref<1xi64>
    %run1 = memref.alloca() : memref<1xi64>
    memref.store %zero64, %run1[%c0] : memref<1xi64>
    %run2 = memref.alloca() : memref<1xi64>
    memref.store %zero64, %run2[%c0] : memref<1xi64>
    %run3 = memref.alloca() : memref<1xi64>
    memref.store %zero64, %run3[%c0] : memref<1xi64>
    %loop:2 = scf.while (%steps = %steps0) : (i64) -> (i64, i32) {
      %low = scf.for %mb = %lo to %hi step %c1 iter_args(%acc = %halt) -> (i32) {
        %p0 = memref.load %pc[%mb] : memref<?xi32>
        %live0 = arith.cmpi slt, %p0, %halt : i32
        %pi0 = arith.index_cast %p0 : i32 to index
        %cheap0 = scf.index_switch %pi0 -> i1
        default {
          %yes0 = arith.constant true
          scf.yield %yes0 : i1
        }
        %go0 = arith.andi %live0, %cheap0 : i1
        %pend = scf.if %go0 -> (i32) {
            %cpi0 = memref.load %pc[%mb] : memref<?xi32>
            memref.store %cpi0, %loc_pc[%c0] : memref<1xi32>
            %cpi1 = memref.load %v4_top[%mb] : memref<?xi64>
            memref.store %cpi1, %loc_v4_top[%c0] : memref<1xi64>
            %cpi2 = memref.load %v3_top[%mb] : memref<?xi64>
            memref.store %cpi2, %loc_v3_top[%c0] : memref<1xi64>
            %cpi3 = memref.load %v0_top[%mb] : memref<?xi64>
            memref.store %cpi3, %loc_v0_top[%c0] : memref<1xi64>
          %pfirst = scf.while (%p = %p0) : (i32) -> (i32) {
            scf.execute_region {
              cf.switch %p : i32, [
                default: ^exit,
                0: ^b0,
                1: ^b1,
                2: ^b2,
                3: ^b3
              ]
              ^b0:
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
                  %a13 = memref.load %loc_v0_top[%a11] : memref<1xi64>
                  %a14 = arith.constant 8 : i64
                  %a15 = arith.cmpi slt, %a14, %a13 : i64
                  %a16 = arith.select %a15, %a14, %a13 : i64
                  %a17 = arith.constant 0 : index
                  %a18 = arith.constant 0 : index
                  memref.store %a16, %loc_v3_top[%a17] : memref<1xi64>
                  %a19 = arith.constant 0 : i64
                  %a20 = arith.constant 0 : index
                  %a21 = arith.constant 0 : index
                  memref.store %a19, %loc_v4_top[%a20] : memref<1xi64>
                  %a22 = arith.constant 1 : i32
                  %a23 = arith.constant 0 : index
                  memref.store %a22, %loc_pc[%a23] : memref<1xi32>
                }
                %a24 = memref.load %run0[%c0] : memref<1xi64>
                %a25 = arith.constant 1 : i64
                %a26 = arith.addi %a24, %a25 : i64
                memref.store %a26, %run0[%c0] : memref<1xi64>
                %a27 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a27 : i32, [
                  default: ^exit,
                  1: ^b1
                ]
              ^b1:
                %a28 = arith.constant true
                scf.if %a28 {
                  %a29 = arith.constant 0 : index
                  %a30 = arith.constant 0 : index
                  %a31 = memref.load %loc_v4_top[%a29] : memref<1xi64>
                  %a32 = arith.constant 0 : index
                  %a33 = arith.constant 0 : index
                  %a34 = memref.load %loc_v3_top[%a32] : memref<1xi64>
                  %a35 = arith.cmpi slt, %a31, %a34 : i64
                  %a36 = arith.constant 2 : i32
                  %a37 = arith.constant 3 : i32
                  %a38 = arith.select %a35, %a36, %a37 : i32
                  %a39 = arith.constant 0 : index
                  memref.store %a38, %loc_pc[%a39] : memref<1xi32>
                }
                %a40 = memref.load %run1[%c0] : memref<1xi64>
                %a41 = arith.constant 1 : i64
                %a42 = arith.addi %a40, %a41 : i64
                memref.store %a42, %run1[%c0] : memref<1xi64>
                %a43 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a43 : i32, [
                  default: ^exit,
                  2: ^b2,
                  3: ^b3
                ]
              ^b2:
                %a44 = arith.constant true
                scf.if %a44 {
                  %a45 = arith.constant 0 : index
                  %a46 = arith.constant 0 : index
                  %a47 = memref.load %loc_v4_top[%a45] : memref<1xi64>
                  %a48 = arith.constant 1 : i64
                  %a49 = arith.addi %a47, %a48 : i64
                  %a50 = arith.constant 0 : index
                  %a51 = arith.constant 0 : index
                  memref.store %a49, %loc_v4_top[%a50] : memref<1xi64>
                  %a52 = arith.muli %a47, %a47 : i64
                  %a53 = arith.constant 0 : index
                  %a54 = arith.constant 8 : index
                  %a55 = arith.muli %mb, %a54 : index
                  %a56 = arith.constant 0 : index
                  %a57 = arith.constant 8 : index
                  %a58 = arith.muli %mb, %a57 : index
                  %a59 = arith.constant false
                  %a60 = arith.constant 0 : index
                  %a61 = arith.constant 0 : i64
                  %a62 = arith.constant 8 : i64
                  %a63 = arith.constant -8 : i64
                  %a64 = arith.cmpi slt, %a47, %a63 : i64
                  %a65 = arith.cmpi sge, %a47, %a62 : i64
                  %a66 = arith.ori %a64, %a65 : i1
                  %a67 = arith.cmpi slt, %a47, %a61 : i64
                  %a68 = arith.addi %a47, %a62 : i64
                  %a69 = arith.select %a67, %a68, %a47 : i64
                  %a70 = arith.select %a66, %a61, %a69 : i64
                  %a71 = arith.index_cast %a70 : i64 to index
                  %a72 = arith.ori %a59, %a66 : i1
                  %a73 = arith.constant 8 : index
                  %a74 = arith.muli %a60, %a73 : index
                  %a75 = arith.addi %a74, %a71 : index
                  %a76 = arith.constant 0 : index
                  %a77 = arith.select %a72, %a76, %a75 : index
                  %a78 = arith.constant true
                  %a79 = arith.xori %a72, %a78 : i1
                  scf.if %a79 {
                    %a80 = arith.constant 0 : index
                    %a81 = arith.addi %a58, %a77 : index
                    memref.store %a52, %v2_top[%a81] : memref<?xi64>
                  }
                  scf.if %a72 {
                    %a82 = arith.constant 3 : i32
                    memref.store %a82, %status[%mb] : memref<?xi32>
                    %a83 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a83] : memref<1xi32>
                  } else {
                    %a84 = arith.constant 1 : i32
                    %a85 = arith.constant 0 : index
                    memref.store %a84, %loc_pc[%a85] : memref<1xi32>
                  }
                }
                %a86 = memref.load %run2[%c0] : memref<1xi64>
                %a87 = arith.constant 1 : i64
                %a88 = arith.addi %a86, %a87 : i64
                memref.store %a88, %run2[%c0] : memref<1xi64>
                %a89 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a89 : i32, [
                  default: ^exit,
                  1: ^b1
                ]
              ^b3:
                %a90 = arith.constant true
                scf.if %a90 {
                  %a91 = arith.constant 0 : index
                  %a92 = arith.constant 8 : index
                  %a93 = arith.muli %mb, %a92 : index
                  %a94 = arith.constant 0 : index
                  %a95 = arith.constant 8 : index
                  %a96 = arith.muli %mb, %a95 : index
                  %a97 = arith.constant 0 : index
                  %a98 = arith.constant 8 : index
                  %a99 = arith.constant 1 : index
                  scf.for %a100 = %a97 to %a98 step %a99 {
                    %a101 = arith.addi %a93, %a100 : index
                    %a102 = memref.load %v2_top[%a101] : memref<?xi64>
                    %a103 = arith.addi %a96, %a100 : index
                    memref.store %a102, %v1_top[%a103] : memref<?xi64>
                  }
                  %a104 = arith.constant 0 : index
                  memref.store %halt, %loc_pc[%a104] : memref<1xi32>
                }
                %a105 = memref.load %run3[%c0] : memref<1xi64>
                %a106 = arith.constant 1 : i64
                %a107 = arith.addi %a105, %a106 : i64
                memref.store %a107, %run3[%c0] : memref<1xi64>
                %a108 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a108 : i32, [
                  default: ^exit
                ]
              ^exit:
                scf.yield
            }
            %p2 = memref.load %loc_pc[%c0] : memref<1xi32>
            %live2 = arith.cmpi slt, %p2, %halt : i32
            %pi2 = arith.index_cast %p2 : i32 to index
            %cheap2 = scf.index_switch %pi2 -> i1
            default {
              %yes2 = arith.constant true
              scf.yield %yes2 : i1
            }
            %go2 = arith.andi %live2, %cheap2 : i1
            scf.condition(%go2) %p2 : i32
          } do {
          ^bb0(%q: i32):
            scf.yield %q : i32
          }
            %cpo0 = memref.load %loc_pc[%c0] : memref<1xi32>
            memref.store %cpo0, %pc[%mb] : memref<?xi32>
            %cpo1 = memref.load %loc_v4_top[%c0] : memref<1xi64>
            memref.store %cpo1, %v4_top[%mb] : memref<?xi64>
            %cpo2 = memref.load %loc_v3_top[%c0] : memref<1xi64>
            memref.store %cpo2, %v3_top[%mb] : memref<?xi64>
            %cpo3 = memref.load %loc_v0_top[%c0] : memref<1xi64>
            memref.store %cpo3, %v0_top[%mb] : memref<?xi64>
          scf.yield %pfirst : i32
        } else {
          scf.yield %p0 : i32
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
    %r0 = memref.load %run0[%c0] : memref<1xi64>
    %blk0 = arith.constant 0 : index
    %at0_0 = arith.muli %blk0, %c3 : index
    %at1_0 = arith.addi %at0_0, %c1 : index
    %at2_0 = arith.addi %at1_0, %c1 : index
    %s0_0 = memref.atomic_rmw addi %r0, %stats[%at0_0] : (i64, memref<?xi64>) -> i64
    %s1_0 = memref.atomic_rmw addi %r0, %stats[%at1_0] : (i64, memref<?xi64>) -> i64
    %s2_0 = memref.atomic_rmw addi %r0, %stats[%at2_0] : (i64, memref<?xi64>) -> i64
    %r1 = memref.load %run1[%c0] : memref<1xi64>
    %blk1 = arith.constant 1 : index
    %at0_1 = arith.muli %blk1, %c3 : index
    %at1_1 = arith.addi %at0_1, %c1 : index
    %at2_1 = arith.addi %at1_1, %c1 : index
    %s0_1 = memref.atomic_rmw addi %r1, %stats[%at0_1] : (i64, memref<?xi64>) -> i64
    %s1_1 = memref.atomic_rmw addi %r1, %stats[%at1_1] : (i64, memref<?xi64>) -> i64
    %s2_1 = memref.atomic_rmw addi %r1, %stats[%at2_1] : (i64, memref<?xi64>) -> i64
    %r2 = memref.load %run2[%c0] : memref<1xi64>
    %blk2 = arith.constant 2 : index
    %at0_2 = arith.muli %blk2, %c3 : index
    %at1_2 = arith.addi %at0_2, %c1 : index
    %at2_2 = arith.addi %at1_2, %c1 : index
    %s0_2 = memref.atomic_rmw addi %r2, %stats[%at0_2] : (i64, memref<?xi64>) -> i64
    %s1_2 = memref.atomic_rmw addi %r2, %stats[%at1_2] : (i64, memref<?xi64>) -> i64
    %s2_2 = memref.atomic_rmw addi %r2, %stats[%at2_2] : (i64, memref<?xi64>) -> i64
    %r3 = memref.load %run3[%c0] : memref<1xi64>
    %blk3 = arith.constant 3 : index
    %at0_3 = arith.muli %blk3, %c3 : index
    %at1_3 = arith.addi %at0_3, %c1 : index
    %at2_3 = arith.addi %at1_3, %c1 : index
    %s0_3 = memref.atomic_rmw addi %r3, %stats[%at0_3] : (i64, memref<?xi64>) -> i64
    %s1_3 = memref.atomic_rmw addi %r3, %stats[%at1_3] : (i64, memref<?xi64>) -> i64
    %s2_3 = memref.atomic_rmw addi %r3, %stats[%at2_3] : (i64, memref<?xi64>) -> i64
    return %loop#0 : i64
  }
  llvm.mlir.global internal constant @fill_squares_abi_text("{\22buffers\22:[{\22name\22:\22pc\22,\22role\22:{\22kind\22:\22pc\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22status\22,\22role\22:{\22kind\22:\22status\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22block.stats\22,\22role\22:{\22kind\22:\22block_stats\22},\22dtype\22:\22i64\22,\22elements\22:12,\22extent\22:\22shared\22},{\22name\22:\22fill_squares.n#0.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fill_squares.%ret0#1.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:1},\22dtype\22:\22i64\22,\22elements\22:8,\22extent\22:\22per_member\22},{\22name\22:\22fill_squares.a#2.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:2},\22dtype\22:\22i64\22,\22elements\22:8,\22extent\22:\22per_member\22},{\22name\22:\22fill_squares.%0#3.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:3},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fill_squares.for@9#4.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22}],\22max_stack_depth\22:128,\22entry\22:0,\22halt\22:4,\22inputs\22:[3],\22outputs\22:[4],\22status\22:1,\22scratch_bytes\22:64,\22member_layout\22:\22contiguous\22,\22blocks\22:[\22fill_squares.b0\22,\22fill_squares.b1\22,\22fill_squares.b2\22,\22fill_squares.b3\22]}\00") {addr_space = 0 : i32} : !llvm.array<1063 x i8>
  llvm.func @fill_squares_abi() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @fill_squares_abi_text : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
