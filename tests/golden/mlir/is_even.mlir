module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @is_even_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface, passthrough = [["prefer-vector-width", "512"]]} {
    %lay0a = arith.constant 0 : index
    %lay0b = arith.constant 1 : index
    %lay0o = memref.load %layout[%lay0a] : memref<?xindex>
    %lay0n = memref.load %layout[%lay0b] : memref<?xindex>
    %pc = memref.view %state[%lay0o][%lay0n] : memref<?xi8> to memref<?xi32>
    %lay1a = arith.constant 2 : index
    %lay1b = arith.constant 3 : index
    %lay1o = memref.load %layout[%lay1a] : memref<?xindex>
    %lay1n = memref.load %layout[%lay1b] : memref<?xindex>
    %pc_stack = memref.view %state[%lay1o][%lay1n] : memref<?xi8> to memref<?xi32>
    %lay2a = arith.constant 4 : index
    %lay2b = arith.constant 5 : index
    %lay2o = memref.load %layout[%lay2a] : memref<?xindex>
    %lay2n = memref.load %layout[%lay2b] : memref<?xindex>
    %pc_sp = memref.view %state[%lay2o][%lay2n] : memref<?xi8> to memref<?xi32>
    %lay3a = arith.constant 6 : index
    %lay3b = arith.constant 7 : index
    %lay3o = memref.load %layout[%lay3a] : memref<?xindex>
    %lay3n = memref.load %layout[%lay3b] : memref<?xindex>
    %status = memref.view %state[%lay3o][%lay3n] : memref<?xi8> to memref<?xi32>
    %lay4a = arith.constant 8 : index
    %lay4b = arith.constant 9 : index
    %lay4o = memref.load %layout[%lay4a] : memref<?xindex>
    %lay4n = memref.load %layout[%lay4b] : memref<?xindex>
    %stats = memref.view %state[%lay4o][%lay4n] : memref<?xi8> to memref<?xi64>
    %lay5a = arith.constant 10 : index
    %lay5b = arith.constant 11 : index
    %lay5o = memref.load %layout[%lay5a] : memref<?xindex>
    %lay5n = memref.load %layout[%lay5b] : memref<?xindex>
    %v0_top = memref.view %state[%lay5o][%lay5n] : memref<?xi8> to memref<?xi64>
    %lay6a = arith.constant 12 : index
    %lay6b = arith.constant 13 : index
    %lay6o = memref.load %layout[%lay6a] : memref<?xindex>
    %lay6n = memref.load %layout[%lay6b] : memref<?xindex>
    %v1_top = memref.view %state[%lay6o][%lay6n] : memref<?xi8> to memref<?xi8>
    %lay7a = arith.constant 14 : index
    %lay7b = arith.constant 15 : index
    %lay7o = memref.load %layout[%lay7a] : memref<?xindex>
    %lay7n = memref.load %layout[%lay7b] : memref<?xindex>
    %v4_top = memref.view %state[%lay7o][%lay7n] : memref<?xi8> to memref<?xi64>
    %lay8a = arith.constant 16 : index
    %lay8b = arith.constant 17 : index
    %lay8o = memref.load %layout[%lay8a] : memref<?xindex>
    %lay8n = memref.load %layout[%lay8b] : memref<?xindex>
    %v5_top = memref.view %state[%lay8o][%lay8n] : memref<?xi8> to memref<?xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = memref.dim %pc, %c0 : memref<?xi32>
    %halt = arith.constant 8 : i32
    %steps0 = arith.constant 0 : i64
    %loc_pc = memref.alloca() : memref<1xi32>
    %loc_pc_sp = memref.alloca() : memref<1xi32>
    %loc_v0_top = memref.alloca() : memref<1xi64>
    %loc_v1_top = memref.alloca() : memref<1xi8>
    %loc_v4_top = memref.alloca() : memref<1xi64>
    %loc_v5_top = memref.alloca() : memref<1xi8>
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
    %run4 = memref.alloca() : memref<1xi64>
    memref.store %zero64, %run4[%c0] : memref<1xi64>
    %run5 = memref.alloca() : memref<1xi64>
    memref.store %zero64, %run5[%c0] : memref<1xi64>
    %run6 = memref.alloca() : memref<1xi64>
    memref.store %zero64, %run6[%c0] : memref<1xi64>
    %run7 = memref.alloca() : memref<1xi64>
    memref.store %zero64, %run7[%c0] : memref<1xi64>
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
            %cpi1 = memref.load %pc_sp[%mb] : memref<?xi32>
            memref.store %cpi1, %loc_pc_sp[%c0] : memref<1xi32>
            %cpi2 = memref.load %v0_top[%mb] : memref<?xi64>
            memref.store %cpi2, %loc_v0_top[%c0] : memref<1xi64>
            %cpi3 = memref.load %v1_top[%mb] : memref<?xi8>
            memref.store %cpi3, %loc_v1_top[%c0] : memref<1xi8>
            %cpi4 = memref.load %v4_top[%mb] : memref<?xi64>
            memref.store %cpi4, %loc_v4_top[%c0] : memref<1xi64>
            %cpi5 = memref.load %v5_top[%mb] : memref<?xi8>
            memref.store %cpi5, %loc_v5_top[%c0] : memref<1xi8>
          %pfirst = scf.while (%p = %p0) : (i32) -> (i32) {
            scf.execute_region {
              cf.switch %p : i32, [
                default: ^exit,
                0: ^b0,
                1: ^b1,
                2: ^b2,
                3: ^b3,
                4: ^b4,
                5: ^b5,
                6: ^b6,
                7: ^b7
              ]
              ^b0:
                %a1 = arith.constant true
                scf.if %a1 {
                  %a2 = arith.constant 0 : index
                  %a3 = arith.constant 0 : index
                  %a4 = memref.load %loc_v0_top[%a2] : memref<1xi64>
                  %a5 = arith.constant 1 : i64
                  %a6 = arith.cmpi slt, %a4, %a5 : i64
                  %a7 = arith.constant 1 : i32
                  %a8 = arith.constant 2 : i32
                  %a9 = arith.select %a6, %a7, %a8 : i32
                  %a10 = arith.constant 0 : index
                  memref.store %a9, %loc_pc[%a10] : memref<1xi32>
                }
                %a11 = memref.load %run0[%c0] : memref<1xi64>
                %a12 = arith.constant 1 : i64
                %a13 = arith.addi %a11, %a12 : i64
                memref.store %a13, %run0[%c0] : memref<1xi64>
                %a14 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a14 : i32, [
                  default: ^exit,
                  1: ^b1,
                  2: ^b2
                ]
              ^b1:
                %a15 = arith.constant true
                scf.if %a15 {
                  %a16 = arith.constant true
                  %a17 = arith.constant 0 : index
                  %a18 = arith.constant 0 : index
                  %a19 = arith.extui %a16 : i1 to i8
                  memref.store %a19, %loc_v1_top[%a17] : memref<1xi8>
                  %a20 = arith.constant 0 : index
                  %a21 = memref.load %loc_pc_sp[%a20] : memref<1xi32>
                  %a22 = arith.constant 0 : i32
                  %a23 = arith.cmpi sgt, %a21, %a22 : i32
                  scf.if %a23 {
                    %a24 = arith.constant 1 : i32
                    %a25 = arith.subi %a21, %a24 : i32
                    %a26 = arith.constant 0 : index
                    %a27 = arith.index_cast %a25 : i32 to index
                    %a28 = arith.muli %a27, %z : index
                    %a29 = arith.addi %a28, %mb : index
                    %a30 = memref.load %pc_stack[%a29] : memref<?xi32>
                    %a31 = arith.constant 0 : index
                    memref.store %a25, %loc_pc_sp[%a31] : memref<1xi32>
                    %a32 = arith.constant 0 : index
                    memref.store %a30, %loc_pc[%a32] : memref<1xi32>
                  } else {
                    %a33 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a33] : memref<1xi32>
                  }
                }
                %a34 = memref.load %run1[%c0] : memref<1xi64>
                %a35 = arith.constant 1 : i64
                %a36 = arith.addi %a34, %a35 : i64
                memref.store %a36, %run1[%c0] : memref<1xi64>
                %a37 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a37 : i32, [
                  default: ^exit,
                  7: ^b7
                ]
              ^b2:
                %a38 = arith.constant true
                scf.if %a38 {
                  %a39 = arith.constant 0 : index
                  %a40 = arith.constant 0 : index
                  %a41 = memref.load %loc_v0_top[%a39] : memref<1xi64>
                  %a42 = arith.constant 1 : i64
                  %a43 = arith.subi %a41, %a42 : i64
                  %a44 = arith.constant 0 : index
                  %a45 = arith.constant 0 : index
                  memref.store %a43, %loc_v4_top[%a44] : memref<1xi64>
                  %a46 = arith.constant 0 : index
                  %a47 = memref.load %loc_pc_sp[%a46] : memref<1xi32>
                  %a48 = arith.constant 128 : i32
                  %a49 = arith.cmpi sge, %a47, %a48 : i32
                  scf.if %a49 {
                    %a50 = arith.constant 1 : i32
                    memref.store %a50, %status[%mb] : memref<?xi32>
                    %a51 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a51] : memref<1xi32>
                  } else {
                    %a52 = arith.constant 0 : index
                    %a53 = arith.index_cast %a47 : i32 to index
                    %a54 = arith.muli %a53, %z : index
                    %a55 = arith.addi %a54, %mb : index
                    %a56 = arith.constant 3 : i32
                    memref.store %a56, %pc_stack[%a55] : memref<?xi32>
                    %a57 = arith.constant 1 : i32
                    %a58 = arith.addi %a47, %a57 : i32
                    %a59 = arith.constant 0 : index
                    memref.store %a58, %loc_pc_sp[%a59] : memref<1xi32>
                    %a60 = arith.constant 4 : i32
                    %a61 = arith.constant 0 : index
                    memref.store %a60, %loc_pc[%a61] : memref<1xi32>
                  }
                }
                %a62 = memref.load %run2[%c0] : memref<1xi64>
                %a63 = arith.constant 1 : i64
                %a64 = arith.addi %a62, %a63 : i64
                memref.store %a64, %run2[%c0] : memref<1xi64>
                %a65 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a65 : i32, [
                  default: ^exit,
                  4: ^b4
                ]
              ^b3:
                %a66 = arith.constant true
                scf.if %a66 {
                  %a67 = arith.constant 0 : index
                  %a68 = arith.constant 0 : index
                  %a69 = memref.load %loc_v5_top[%a67] : memref<1xi8>
                  %a70 = arith.constant 0 : i8
                  %a71 = arith.cmpi ne, %a69, %a70 : i8
                  %a72 = arith.constant 0 : index
                  %a73 = arith.constant 0 : index
                  %a74 = arith.extui %a71 : i1 to i8
                  memref.store %a74, %loc_v1_top[%a72] : memref<1xi8>
                  %a75 = arith.constant 0 : index
                  %a76 = memref.load %loc_pc_sp[%a75] : memref<1xi32>
                  %a77 = arith.constant 0 : i32
                  %a78 = arith.cmpi sgt, %a76, %a77 : i32
                  scf.if %a78 {
                    %a79 = arith.constant 1 : i32
                    %a80 = arith.subi %a76, %a79 : i32
                    %a81 = arith.constant 0 : index
                    %a82 = arith.index_cast %a80 : i32 to index
                    %a83 = arith.muli %a82, %z : index
                    %a84 = arith.addi %a83, %mb : index
                    %a85 = memref.load %pc_stack[%a84] : memref<?xi32>
                    %a86 = arith.constant 0 : index
                    memref.store %a80, %loc_pc_sp[%a86] : memref<1xi32>
                    %a87 = arith.constant 0 : index
                    memref.store %a85, %loc_pc[%a87] : memref<1xi32>
                  } else {
                    %a88 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a88] : memref<1xi32>
                  }
                }
                %a89 = memref.load %run3[%c0] : memref<1xi64>
                %a90 = arith.constant 1 : i64
                %a91 = arith.addi %a89, %a90 : i64
                memref.store %a91, %run3[%c0] : memref<1xi64>
                %a92 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a92 : i32, [
                  default: ^exit,
                  7: ^b7
                ]
              ^b4:
                %a93 = arith.constant true
                scf.if %a93 {
                  %a94 = arith.constant 0 : index
                  %a95 = arith.constant 0 : index
                  %a96 = memref.load %loc_v4_top[%a94] : memref<1xi64>
                  %a97 = arith.constant 1 : i64
                  %a98 = arith.cmpi slt, %a96, %a97 : i64
                  %a99 = arith.constant 5 : i32
                  %a100 = arith.constant 6 : i32
                  %a101 = arith.select %a98, %a99, %a100 : i32
                  %a102 = arith.constant 0 : index
                  memref.store %a101, %loc_pc[%a102] : memref<1xi32>
                }
                %a103 = memref.load %run4[%c0] : memref<1xi64>
                %a104 = arith.constant 1 : i64
                %a105 = arith.addi %a103, %a104 : i64
                memref.store %a105, %run4[%c0] : memref<1xi64>
                %a106 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a106 : i32, [
                  default: ^exit,
                  5: ^b5,
                  6: ^b6
                ]
              ^b5:
                %a107 = arith.constant true
                scf.if %a107 {
                  %a108 = arith.constant false
                  %a109 = arith.constant 0 : index
                  %a110 = arith.constant 0 : index
                  %a111 = arith.extui %a108 : i1 to i8
                  memref.store %a111, %loc_v5_top[%a109] : memref<1xi8>
                  %a112 = arith.constant 0 : index
                  %a113 = memref.load %loc_pc_sp[%a112] : memref<1xi32>
                  %a114 = arith.constant 0 : i32
                  %a115 = arith.cmpi sgt, %a113, %a114 : i32
                  scf.if %a115 {
                    %a116 = arith.constant 1 : i32
                    %a117 = arith.subi %a113, %a116 : i32
                    %a118 = arith.constant 0 : index
                    %a119 = arith.index_cast %a117 : i32 to index
                    %a120 = arith.muli %a119, %z : index
                    %a121 = arith.addi %a120, %mb : index
                    %a122 = memref.load %pc_stack[%a121] : memref<?xi32>
                    %a123 = arith.constant 0 : index
                    memref.store %a117, %loc_pc_sp[%a123] : memref<1xi32>
                    %a124 = arith.constant 0 : index
                    memref.store %a122, %loc_pc[%a124] : memref<1xi32>
                  } else {
                    %a125 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a125] : memref<1xi32>
                  }
                }
                %a126 = memref.load %run5[%c0] : memref<1xi64>
                %a127 = arith.constant 1 : i64
                %a128 = arith.addi %a126, %a127 : i64
                memref.store %a128, %run5[%c0] : memref<1xi64>
                %a129 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a129 : i32, [
                  default: ^exit,
                  3: ^b3
                ]
              ^b6:
                %a130 = arith.constant true
                scf.if %a130 {
                  %a131 = arith.constant 0 : index
                  %a132 = arith.constant 0 : index
                  %a133 = memref.load %loc_v4_top[%a131] : memref<1xi64>
                  %a134 = arith.constant 1 : i64
                  %a135 = arith.subi %a133, %a134 : i64
                  %a136 = arith.constant 0 : index
                  %a137 = arith.constant 0 : index
                  memref.store %a135, %loc_v0_top[%a136] : memref<1xi64>
                  %a138 = arith.constant 0 : index
                  %a139 = memref.load %loc_pc_sp[%a138] : memref<1xi32>
                  %a140 = arith.constant 128 : i32
                  %a141 = arith.cmpi sge, %a139, %a140 : i32
                  scf.if %a141 {
                    %a142 = arith.constant 1 : i32
                    memref.store %a142, %status[%mb] : memref<?xi32>
                    %a143 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a143] : memref<1xi32>
                  } else {
                    %a144 = arith.constant 0 : index
                    %a145 = arith.index_cast %a139 : i32 to index
                    %a146 = arith.muli %a145, %z : index
                    %a147 = arith.addi %a146, %mb : index
                    %a148 = arith.constant 7 : i32
                    memref.store %a148, %pc_stack[%a147] : memref<?xi32>
                    %a149 = arith.constant 1 : i32
                    %a150 = arith.addi %a139, %a149 : i32
                    %a151 = arith.constant 0 : index
                    memref.store %a150, %loc_pc_sp[%a151] : memref<1xi32>
                    %a152 = arith.constant 0 : i32
                    %a153 = arith.constant 0 : index
                    memref.store %a152, %loc_pc[%a153] : memref<1xi32>
                  }
                }
                %a154 = memref.load %run6[%c0] : memref<1xi64>
                %a155 = arith.constant 1 : i64
                %a156 = arith.addi %a154, %a155 : i64
                memref.store %a156, %run6[%c0] : memref<1xi64>
                %a157 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a157 : i32, [
                  default: ^exit,
                  0: ^b0
                ]
              ^b7:
                %a158 = arith.constant true
                scf.if %a158 {
                  %a159 = arith.constant 0 : index
                  %a160 = arith.constant 0 : index
                  %a161 = memref.load %loc_v1_top[%a159] : memref<1xi8>
                  %a162 = arith.constant 0 : i8
                  %a163 = arith.cmpi ne, %a161, %a162 : i8
                  %a164 = arith.constant 0 : index
                  %a165 = arith.constant 0 : index
                  %a166 = arith.extui %a163 : i1 to i8
                  memref.store %a166, %loc_v5_top[%a164] : memref<1xi8>
                  %a167 = arith.constant 0 : index
                  %a168 = memref.load %loc_pc_sp[%a167] : memref<1xi32>
                  %a169 = arith.constant 0 : i32
                  %a170 = arith.cmpi sgt, %a168, %a169 : i32
                  scf.if %a170 {
                    %a171 = arith.constant 1 : i32
                    %a172 = arith.subi %a168, %a171 : i32
                    %a173 = arith.constant 0 : index
                    %a174 = arith.index_cast %a172 : i32 to index
                    %a175 = arith.muli %a174, %z : index
                    %a176 = arith.addi %a175, %mb : index
                    %a177 = memref.load %pc_stack[%a176] : memref<?xi32>
                    %a178 = arith.constant 0 : index
                    memref.store %a172, %loc_pc_sp[%a178] : memref<1xi32>
                    %a179 = arith.constant 0 : index
                    memref.store %a177, %loc_pc[%a179] : memref<1xi32>
                  } else {
                    %a180 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a180] : memref<1xi32>
                  }
                }
                %a181 = memref.load %run7[%c0] : memref<1xi64>
                %a182 = arith.constant 1 : i64
                %a183 = arith.addi %a181, %a182 : i64
                memref.store %a183, %run7[%c0] : memref<1xi64>
                %a184 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a184 : i32, [
                  default: ^exit,
                  3: ^b3
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
            %cpo1 = memref.load %loc_pc_sp[%c0] : memref<1xi32>
            memref.store %cpo1, %pc_sp[%mb] : memref<?xi32>
            %cpo2 = memref.load %loc_v0_top[%c0] : memref<1xi64>
            memref.store %cpo2, %v0_top[%mb] : memref<?xi64>
            %cpo3 = memref.load %loc_v1_top[%c0] : memref<1xi8>
            memref.store %cpo3, %v1_top[%mb] : memref<?xi8>
            %cpo4 = memref.load %loc_v4_top[%c0] : memref<1xi64>
            memref.store %cpo4, %v4_top[%mb] : memref<?xi64>
            %cpo5 = memref.load %loc_v5_top[%c0] : memref<1xi8>
            memref.store %cpo5, %v5_top[%mb] : memref<?xi8>
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
    %r4 = memref.load %run4[%c0] : memref<1xi64>
    %blk4 = arith.constant 4 : index
    %at0_4 = arith.muli %blk4, %c3 : index
    %at1_4 = arith.addi %at0_4, %c1 : index
    %at2_4 = arith.addi %at1_4, %c1 : index
    %s0_4 = memref.atomic_rmw addi %r4, %stats[%at0_4] : (i64, memref<?xi64>) -> i64
    %s1_4 = memref.atomic_rmw addi %r4, %stats[%at1_4] : (i64, memref<?xi64>) -> i64
    %s2_4 = memref.atomic_rmw addi %r4, %stats[%at2_4] : (i64, memref<?xi64>) -> i64
    %r5 = memref.load %run5[%c0] : memref<1xi64>
    %blk5 = arith.constant 5 : index
    %at0_5 = arith.muli %blk5, %c3 : index
    %at1_5 = arith.addi %at0_5, %c1 : index
    %at2_5 = arith.addi %at1_5, %c1 : index
    %s0_5 = memref.atomic_rmw addi %r5, %stats[%at0_5] : (i64, memref<?xi64>) -> i64
    %s1_5 = memref.atomic_rmw addi %r5, %stats[%at1_5] : (i64, memref<?xi64>) -> i64
    %s2_5 = memref.atomic_rmw addi %r5, %stats[%at2_5] : (i64, memref<?xi64>) -> i64
    %r6 = memref.load %run6[%c0] : memref<1xi64>
    %blk6 = arith.constant 6 : index
    %at0_6 = arith.muli %blk6, %c3 : index
    %at1_6 = arith.addi %at0_6, %c1 : index
    %at2_6 = arith.addi %at1_6, %c1 : index
    %s0_6 = memref.atomic_rmw addi %r6, %stats[%at0_6] : (i64, memref<?xi64>) -> i64
    %s1_6 = memref.atomic_rmw addi %r6, %stats[%at1_6] : (i64, memref<?xi64>) -> i64
    %s2_6 = memref.atomic_rmw addi %r6, %stats[%at2_6] : (i64, memref<?xi64>) -> i64
    %r7 = memref.load %run7[%c0] : memref<1xi64>
    %blk7 = arith.constant 7 : index
    %at0_7 = arith.muli %blk7, %c3 : index
    %at1_7 = arith.addi %at0_7, %c1 : index
    %at2_7 = arith.addi %at1_7, %c1 : index
    %s0_7 = memref.atomic_rmw addi %r7, %stats[%at0_7] : (i64, memref<?xi64>) -> i64
    %s1_7 = memref.atomic_rmw addi %r7, %stats[%at1_7] : (i64, memref<?xi64>) -> i64
    %s2_7 = memref.atomic_rmw addi %r7, %stats[%at2_7] : (i64, memref<?xi64>) -> i64
    return %loop#0 : i64
  }
  llvm.mlir.global internal constant @is_even_abi_text("{\22buffers\22:[{\22name\22:\22pc\22,\22role\22:{\22kind\22:\22pc\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22pc.stack\22,\22role\22:{\22kind\22:\22pc_stack\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22pc.sp\22,\22role\22:{\22kind\22:\22pc_pointer\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22status\22,\22role\22:{\22kind\22:\22status\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22block.stats\22,\22role\22:{\22kind\22:\22block_stats\22},\22dtype\22:\22i64\22,\22elements\22:24,\22extent\22:\22shared\22},{\22name\22:\22is_even.n#0.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22is_even.%ret0#1.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:1},\22dtype\22:\22bool\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22is_odd.n#4.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22is_odd.%ret0#5.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:5},\22dtype\22:\22bool\22,\22elements\22:1,\22extent\22:\22per_member\22}],\22max_stack_depth\22:128,\22entry\22:0,\22halt\22:8,\22inputs\22:[5],\22outputs\22:[6],\22status\22:3,\22scratch_bytes\22:0,\22member_layout\22:\22contiguous\22,\22blocks\22:[\22is_even.b0\22,\22is_even.b1\22,\22is_even.b2\22,\22is_even.b2.1\22,\22is_odd.b0\22,\22is_odd.b1\22,\22is_odd.b2\22,\22is_odd.b2.1\22],\22prologue\22:false}\00") {addr_space = 0 : i32} : !llvm.array<1167 x i8>
  llvm.func @is_even_abi() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @is_even_abi_text : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
