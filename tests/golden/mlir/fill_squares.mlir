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
    %halt = arith.constant 3 : i32
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
                2: ^b2
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
                  %a22 = arith.cmpi slt, %a19, %a16 : i64
                  %a23 = arith.constant 1 : i32
                  %a24 = arith.constant 2 : i32
                  %a25 = arith.select %a22, %a23, %a24 : i32
                  %a26 = arith.constant 0 : index
                  memref.store %a25, %loc_pc[%a26] : memref<1xi32>
                }
                %a27 = memref.load %run0[%c0] : memref<1xi64>
                %a28 = arith.constant 1 : i64
                %a29 = arith.addi %a27, %a28 : i64
                memref.store %a29, %run0[%c0] : memref<1xi64>
                %a30 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a30 : i32, [
                  default: ^exit,
                  1: ^b1,
                  2: ^b2
                ]
              ^b1:
                %a31 = arith.constant true
                scf.if %a31 {
                  %a32 = arith.constant 0 : index
                  %a33 = arith.constant 0 : index
                  %a34 = memref.load %loc_v4_top[%a32] : memref<1xi64>
                  %a35 = arith.constant 1 : i64
                  %a36 = arith.addi %a34, %a35 : i64
                  %a37 = arith.constant 0 : index
                  %a38 = arith.constant 0 : index
                  memref.store %a36, %loc_v4_top[%a37] : memref<1xi64>
                  %a39 = arith.muli %a34, %a34 : i64
                  %a40 = arith.constant 0 : index
                  %a41 = arith.constant 8 : index
                  %a42 = arith.muli %mb, %a41 : index
                  %a43 = arith.constant 0 : index
                  %a44 = arith.constant 8 : index
                  %a45 = arith.muli %mb, %a44 : index
                  %a46 = arith.constant false
                  %a47 = arith.constant 0 : index
                  %a48 = arith.constant 0 : i64
                  %a49 = arith.constant 8 : i64
                  %a50 = arith.constant -8 : i64
                  %a51 = arith.cmpi slt, %a34, %a50 : i64
                  %a52 = arith.cmpi sge, %a34, %a49 : i64
                  %a53 = arith.ori %a51, %a52 : i1
                  %a54 = arith.cmpi slt, %a34, %a48 : i64
                  %a55 = arith.addi %a34, %a49 : i64
                  %a56 = arith.select %a54, %a55, %a34 : i64
                  %a57 = arith.select %a53, %a48, %a56 : i64
                  %a58 = arith.index_cast %a57 : i64 to index
                  %a59 = arith.ori %a46, %a53 : i1
                  %a60 = arith.constant 8 : index
                  %a61 = arith.muli %a47, %a60 : index
                  %a62 = arith.addi %a61, %a58 : index
                  %a63 = arith.constant 0 : index
                  %a64 = arith.select %a59, %a63, %a62 : index
                  %a65 = arith.constant true
                  %a66 = arith.xori %a59, %a65 : i1
                  scf.if %a66 {
                    %a67 = arith.constant 0 : index
                    %a68 = arith.addi %a45, %a64 : index
                    memref.store %a39, %v2_top[%a68] : memref<?xi64>
                  }
                  scf.if %a59 {
                    %a69 = arith.constant 3 : i32
                    memref.store %a69, %status[%mb] : memref<?xi32>
                    %a70 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a70] : memref<1xi32>
                  } else {
                    %a71 = arith.constant 0 : index
                    %a72 = arith.constant 0 : index
                    %a73 = memref.load %loc_v3_top[%a71] : memref<1xi64>
                    %a74 = arith.cmpi slt, %a36, %a73 : i64
                    %a75 = arith.constant 1 : i32
                    %a76 = arith.constant 2 : i32
                    %a77 = arith.select %a74, %a75, %a76 : i32
                    %a78 = arith.constant 0 : index
                    memref.store %a77, %loc_pc[%a78] : memref<1xi32>
                  }
                }
                %a79 = memref.load %run1[%c0] : memref<1xi64>
                %a80 = arith.constant 1 : i64
                %a81 = arith.addi %a79, %a80 : i64
                memref.store %a81, %run1[%c0] : memref<1xi64>
                %a82 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a82 : i32, [
                  default: ^exit,
                  1: ^b1,
                  2: ^b2
                ]
              ^b2:
                %a83 = arith.constant true
                scf.if %a83 {
                  %a84 = arith.constant 0 : index
                  %a85 = arith.constant 8 : index
                  %a86 = arith.muli %mb, %a85 : index
                  %a87 = arith.constant 0 : index
                  %a88 = arith.constant 8 : index
                  %a89 = arith.muli %mb, %a88 : index
                  %a90 = arith.constant 0 : index
                  %a91 = arith.constant 8 : index
                  %a92 = arith.constant 1 : index
                  scf.for %a93 = %a90 to %a91 step %a92 {
                    %a94 = arith.addi %a86, %a93 : index
                    %a95 = memref.load %v2_top[%a94] : memref<?xi64>
                    %a96 = arith.addi %a89, %a93 : index
                    memref.store %a95, %v1_top[%a96] : memref<?xi64>
                  }
                  %a97 = arith.constant 0 : index
                  memref.store %halt, %loc_pc[%a97] : memref<1xi32>
                }
                %a98 = memref.load %run2[%c0] : memref<1xi64>
                %a99 = arith.constant 1 : i64
                %a100 = arith.addi %a98, %a99 : i64
                memref.store %a100, %run2[%c0] : memref<1xi64>
                %a101 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a101 : i32, [
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
    return %loop#0 : i64
  }
  llvm.mlir.global internal constant @fill_squares_abi_text("{\22buffers\22:[{\22name\22:\22pc\22,\22role\22:{\22kind\22:\22pc\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22status\22,\22role\22:{\22kind\22:\22status\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22block.stats\22,\22role\22:{\22kind\22:\22block_stats\22},\22dtype\22:\22i64\22,\22elements\22:9,\22extent\22:\22shared\22},{\22name\22:\22fill_squares.n#0.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fill_squares.%ret0#1.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:1},\22dtype\22:\22i64\22,\22elements\22:8,\22extent\22:\22per_member\22},{\22name\22:\22fill_squares.a#2.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:2},\22dtype\22:\22i64\22,\22elements\22:8,\22extent\22:\22per_member\22},{\22name\22:\22fill_squares.%0#3.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:3},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fill_squares.for@9#4.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22}],\22max_stack_depth\22:128,\22entry\22:0,\22halt\22:3,\22inputs\22:[3],\22outputs\22:[4],\22status\22:1,\22scratch_bytes\22:64,\22member_layout\22:\22contiguous\22,\22blocks\22:[\22fill_squares.b0\22,\22fill_squares.b1\22,\22fill_squares.b2\22],\22prologue\22:false}\00") {addr_space = 0 : i32} : !llvm.array<1061 x i8>
  llvm.func @fill_squares_abi() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @fill_squares_abi_text : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
