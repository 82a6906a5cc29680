module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @fib_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface, passthrough = [["prefer-vector-width", "512"]]} {
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
    %v0_stack = memref.view %state[%lay6o][%lay6n] : memref<?xi8> to memref<?xi64>
    %lay7a = arith.constant 14 : index
    %lay7b = arith.constant 15 : index
    %lay7o = memref.load %layout[%lay7a] : memref<?xindex>
    %lay7n = memref.load %layout[%lay7b] : memref<?xindex>
    %v0_sp = memref.view %state[%lay7o][%lay7n] : memref<?xi8> to memref<?xi32>
    %lay8a = arith.constant 16 : index
    %lay8b = arith.constant 17 : index
    %lay8o = memref.load %layout[%lay8a] : memref<?xindex>
    %lay8n = memref.load %layout[%lay8b] : memref<?xindex>
    %v1_top = memref.view %state[%lay8o][%lay8n] : memref<?xi8> to memref<?xi64>
    %lay9a = arith.constant 18 : index
    %lay9b = arith.constant 19 : index
    %lay9o = memref.load %layout[%lay9a] : memref<?xindex>
    %lay9n = memref.load %layout[%lay9b] : memref<?xindex>
    %v4_top = memref.view %state[%lay9o][%lay9n] : memref<?xi8> to memref<?xi64>
    %lay10a = arith.constant 20 : index
    %lay10b = arith.constant 21 : index
    %lay10o = memref.load %layout[%lay10a] : memref<?xindex>
    %lay10n = memref.load %layout[%lay10b] : memref<?xindex>
    %v4_stack = memref.view %state[%lay10o][%lay10n] : memref<?xi8> to memref<?xi64>
    %lay11a = arith.constant 22 : index
    %lay11b = arith.constant 23 : index
    %lay11o = memref.load %layout[%lay11a] : memref<?xindex>
    %lay11n = memref.load %layout[%lay11b] : memref<?xindex>
    %v4_sp = memref.view %state[%lay11o][%lay11n] : memref<?xi8> to memref<?xi32>
    %lay12a = arith.constant 24 : index
    %lay12b = arith.constant 25 : index
    %lay12o = memref.load %layout[%lay12a] : memref<?xindex>
    %lay12n = memref.load %layout[%lay12b] : memref<?xindex>
    %v6_top = memref.view %state[%lay12o][%lay12n] : memref<?xi8> to memref<?xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = memref.dim %pc, %c0 : memref<?xi32>
    %halt = arith.constant 5 : i32
    %steps0 = arith.constant 0 : i64
    %loc_pc = memref.alloca() : memref<1xi32>
    %loc_pc_sp = memref.alloca() : memref<1xi32>
    %loc_v0_top = memref.alloca() : memref<1xi64>
    %loc_v4_top = memref.alloca() : memref<1xi64>
    %loc_v1_top = memref.alloca() : memref<1xi64>
    %loc_v0_sp = memref.alloca() : memref<1xi32>
    %loc_v4_sp = memref.alloca() : memref<1xi32>
    %loc_v6_top = memref.alloca() : memref<1xi64>
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
            %cpi3 = memref.load %v4_top[%mb] : memref<?xi64>
            memref.store %cpi3, %loc_v4_top[%c0] : memref<1xi64>
            %cpi4 = memref.load %v1_top[%mb] : memref<?xi64>
            memref.store %cpi4, %loc_v1_top[%c0] : memref<1xi64>
            %cpi5 = memref.load %v0_sp[%mb] : memref<?xi32>
            memref.store %cpi5, %loc_v0_sp[%c0] : memref<1xi32>
            %cpi6 = memref.load %v4_sp[%mb] : memref<?xi32>
            memref.store %cpi6, %loc_v4_sp[%c0] : memref<1xi32>
            %cpi7 = memref.load %v6_top[%mb] : memref<?xi64>
            memref.store %cpi7, %loc_v6_top[%c0] : memref<1xi64>
          %pfirst = scf.while (%p = %p0) : (i32) -> (i32) {
            scf.execute_region {
              cf.switch %p : i32, [
                default: ^exit,
                0: ^b0,
                1: ^b1,
                2: ^b2,
                3: ^b3,
                4: ^b4
              ]
              ^b0:
                %a1 = arith.constant true
                scf.if %a1 {
                  %a2 = arith.constant 0 : index
                  %a3 = arith.constant 0 : index
                  %a4 = memref.load %loc_v0_top[%a2] : memref<1xi64>
                  %a5 = arith.constant 1 : i64
                  %a6 = arith.cmpi sle, %a4, %a5 : i64
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
                  %a16 = arith.constant 1 : i64
                  %a17 = arith.constant 0 : index
                  %a18 = arith.constant 0 : index
                  memref.store %a16, %loc_v1_top[%a17] : memref<1xi64>
                  %a19 = arith.constant 0 : index
                  %a20 = memref.load %loc_pc_sp[%a19] : memref<1xi32>
                  %a21 = arith.constant 0 : i32
                  %a22 = arith.cmpi sgt, %a20, %a21 : i32
                  scf.if %a22 {
                    %a23 = arith.constant 1 : i32
                    %a24 = arith.subi %a20, %a23 : i32
                    %a25 = arith.constant 0 : index
                    %a26 = arith.index_cast %a24 : i32 to index
                    %a27 = arith.muli %a26, %z : index
                    %a28 = arith.addi %a27, %mb : index
                    %a29 = memref.load %pc_stack[%a28] : memref<?xi32>
                    %a30 = arith.constant 0 : index
                    memref.store %a24, %loc_pc_sp[%a30] : memref<1xi32>
                    %a31 = arith.constant 0 : index
                    memref.store %a29, %loc_pc[%a31] : memref<1xi32>
                  } else {
                    %a32 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a32] : memref<1xi32>
                  }
                }
                %a33 = memref.load %run1[%c0] : memref<1xi64>
                %a34 = arith.constant 1 : i64
                %a35 = arith.addi %a33, %a34 : i64
                memref.store %a35, %run1[%c0] : memref<1xi64>
                %a36 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a36 : i32, [
                  default: ^exit,
                  3: ^b3,
                  4: ^b4
                ]
              ^b2:
                %a37 = arith.constant true
                scf.if %a37 {
                  %a38 = arith.constant 0 : index
                  %a39 = arith.constant 0 : index
                  %a40 = memref.load %loc_v0_top[%a38] : memref<1xi64>
                  %a41 = arith.constant 2 : i64
                  %a42 = arith.subi %a40, %a41 : i64
                  %a43 = arith.constant 0 : index
                  %a44 = memref.load %loc_v0_sp[%a43] : memref<1xi32>
                  %a45 = arith.constant 64 : i32
                  %a46 = arith.cmpi sge, %a44, %a45 : i32
                  scf.if %a46 {
                    %a47 = arith.constant 1 : i32
                    memref.store %a47, %status[%mb] : memref<?xi32>
                    %a48 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a48] : memref<1xi32>
                  } else {
                    %a49 = arith.constant 1 : i32
                    %a50 = arith.addi %a44, %a49 : i32
                    %a51 = arith.constant 0 : index
                    memref.store %a50, %loc_v0_sp[%a51] : memref<1xi32>
                    %a52 = arith.index_cast %a44 : i32 to index
                    %a53 = arith.constant 0 : index
                    %a54 = memref.load %loc_v0_top[%a53] : memref<1xi64>
                    %a55 = arith.muli %a52, %z : index
                    %a56 = arith.addi %a55, %mb : index
                    memref.store %a54, %v0_stack[%a56] : memref<?xi64>
                    %a57 = arith.constant 0 : index
                    %a58 = arith.constant 0 : index
                    memref.store %a42, %loc_v0_top[%a57] : memref<1xi64>
                    %a59 = arith.constant 0 : index
                    %a60 = memref.load %loc_pc_sp[%a59] : memref<1xi32>
                    %a61 = arith.constant 64 : i32
                    %a62 = arith.cmpi sge, %a60, %a61 : i32
                    scf.if %a62 {
                      %a63 = arith.constant 1 : i32
                      memref.store %a63, %status[%mb] : memref<?xi32>
                      %a64 = arith.constant 0 : index
                      memref.store %halt, %loc_pc[%a64] : memref<1xi32>
                    } else {
                      %a65 = arith.constant 0 : index
                      %a66 = arith.index_cast %a60 : i32 to index
                      %a67 = arith.muli %a66, %z : index
                      %a68 = arith.addi %a67, %mb : index
                      %a69 = arith.constant 3 : i32
                      memref.store %a69, %pc_stack[%a68] : memref<?xi32>
                      %a70 = arith.constant 1 : i32
                      %a71 = arith.addi %a60, %a70 : i32
                      %a72 = arith.constant 0 : index
                      memref.store %a71, %loc_pc_sp[%a72] : memref<1xi32>
                      %a73 = arith.constant 0 : i32
                      %a74 = arith.constant 0 : index
                      memref.store %a73, %loc_pc[%a74] : memref<1xi32>
                    }
                  }
                }
                %a75 = memref.load %run2[%c0] : memref<1xi64>
                %a76 = arith.constant 1 : i64
                %a77 = arith.addi %a75, %a76 : i64
                memref.store %a77, %run2[%c0] : memref<1xi64>
                %a78 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a78 : i32, [
                  default: ^exit,
                  0: ^b0
                ]
              ^b3:
                %a79 = arith.constant true
                scf.if %a79 {
                  %a80 = arith.constant 0 : index
                  %a81 = arith.constant 0 : index
                  %a82 = memref.load %loc_v1_top[%a80] : memref<1xi64>
                  %a83 = arith.constant 0 : index
                  %a84 = arith.constant 0 : index
                  memref.store %a82, %loc_v4_top[%a83] : memref<1xi64>
                  %a85 = arith.constant 0 : index
                  %a86 = memref.load %loc_v0_sp[%a85] : memref<1xi32>
                  %a87 = arith.constant 0 : i32
                  %a88 = arith.cmpi sgt, %a86, %a87 : i32
                  %a89 = arith.constant 1 : i32
                  %a90 = arith.subi %a86, %a89 : i32
                  %a91 = arith.select %a88, %a90, %a86 : i32
                  %a92 = arith.constant 0 : index
                  memref.store %a91, %loc_v0_sp[%a92] : memref<1xi32>
                  scf.if %a88 {
                    %a93 = arith.index_cast %a90 : i32 to index
                    %a94 = arith.constant 0 : index
                    %a95 = arith.muli %a93, %z : index
                    %a96 = arith.addi %a95, %mb : index
                    %a97 = memref.load %v0_stack[%a96] : memref<?xi64>
                    memref.store %a97, %loc_v0_top[%a94] : memref<1xi64>
                  }
                  %a98 = arith.constant 0 : index
                  %a99 = arith.constant 0 : index
                  %a100 = memref.load %loc_v0_top[%a98] : memref<1xi64>
                  %a101 = arith.constant 1 : i64
                  %a102 = arith.subi %a100, %a101 : i64
                  %a103 = arith.constant 0 : index
                  %a104 = memref.load %loc_v4_sp[%a103] : memref<1xi32>
                  %a105 = arith.constant 64 : i32
                  %a106 = arith.cmpi sge, %a104, %a105 : i32
                  scf.if %a106 {
                    %a107 = arith.constant 1 : i32
                    memref.store %a107, %status[%mb] : memref<?xi32>
                    %a108 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a108] : memref<1xi32>
                  } else {
                    %a109 = arith.constant 1 : i32
                    %a110 = arith.addi %a104, %a109 : i32
                    %a111 = arith.constant 0 : index
                    memref.store %a110, %loc_v4_sp[%a111] : memref<1xi32>
                    %a112 = arith.index_cast %a104 : i32 to index
                    %a113 = arith.constant 0 : index
                    %a114 = memref.load %loc_v4_top[%a113] : memref<1xi64>
                    %a115 = arith.muli %a112, %z : index
                    %a116 = arith.addi %a115, %mb : index
                    memref.store %a114, %v4_stack[%a116] : memref<?xi64>
                    %a117 = arith.constant 0 : index
                    %a118 = arith.constant 0 : index
                    memref.store %a82, %loc_v4_top[%a117] : memref<1xi64>
                    %a119 = arith.constant 0 : index
                    %a120 = arith.constant 0 : index
                    memref.store %a102, %loc_v0_top[%a119] : memref<1xi64>
                    %a121 = arith.constant 0 : index
                    %a122 = memref.load %loc_pc_sp[%a121] : memref<1xi32>
                    %a123 = arith.constant 64 : i32
                    %a124 = arith.cmpi sge, %a122, %a123 : i32
                    scf.if %a124 {
                      %a125 = arith.constant 1 : i32
                      memref.store %a125, %status[%mb] : memref<?xi32>
                      %a126 = arith.constant 0 : index
                      memref.store %halt, %loc_pc[%a126] : memref<1xi32>
                    } else {
                      %a127 = arith.constant 0 : index
                      %a128 = arith.index_cast %a122 : i32 to index
                      %a129 = arith.muli %a128, %z : index
                      %a130 = arith.addi %a129, %mb : index
                      %a131 = arith.constant 4 : i32
                      memref.store %a131, %pc_stack[%a130] : memref<?xi32>
                      %a132 = arith.constant 1 : i32
                      %a133 = arith.addi %a122, %a132 : i32
                      %a134 = arith.constant 0 : index
                      memref.store %a133, %loc_pc_sp[%a134] : memref<1xi32>
                      %a135 = arith.constant 0 : i32
                      %a136 = arith.constant 0 : index
                      memref.store %a135, %loc_pc[%a136] : memref<1xi32>
                    }
                  }
                }
                %a137 = memref.load %run3[%c0] : memref<1xi64>
                %a138 = arith.constant 1 : i64
                %a139 = arith.addi %a137, %a138 : i64
                memref.store %a139, %run3[%c0] : memref<1xi64>
                %a140 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a140 : i32, [
                  default: ^exit,
                  0: ^b0
                ]
              ^b4:
                %a141 = arith.constant true
                scf.if %a141 {
                  %a142 = arith.constant 0 : index
                  %a143 = arith.constant 0 : index
                  %a144 = memref.load %loc_v1_top[%a142] : memref<1xi64>
                  %a145 = arith.constant 0 : index
                  %a146 = arith.constant 0 : index
                  memref.store %a144, %loc_v6_top[%a145] : memref<1xi64>
                  %a147 = arith.constant 0 : index
                  %a148 = memref.load %loc_v4_sp[%a147] : memref<1xi32>
                  %a149 = arith.constant 0 : i32
                  %a150 = arith.cmpi sgt, %a148, %a149 : i32
                  %a151 = arith.constant 1 : i32
                  %a152 = arith.subi %a148, %a151 : i32
                  %a153 = arith.select %a150, %a152, %a148 : i32
                  %a154 = arith.constant 0 : index
                  memref.store %a153, %loc_v4_sp[%a154] : memref<1xi32>
                  scf.if %a150 {
                    %a155 = arith.index_cast %a152 : i32 to index
                    %a156 = arith.constant 0 : index
                    %a157 = arith.muli %a155, %z : index
                    %a158 = arith.addi %a157, %mb : index
                    %a159 = memref.load %v4_stack[%a158] : memref<?xi64>
                    memref.store %a159, %loc_v4_top[%a156] : memref<1xi64>
                  }
                  %a160 = arith.constant 0 : index
                  %a161 = arith.constant 0 : index
                  %a162 = memref.load %loc_v4_top[%a160] : memref<1xi64>
                  %a163 = arith.addi %a162, %a144 : i64
                  %a164 = arith.constant 0 : index
                  %a165 = arith.constant 0 : index
                  memref.store %a163, %loc_v1_top[%a164] : memref<1xi64>
                  %a166 = arith.constant 0 : index
                  %a167 = memref.load %loc_pc_sp[%a166] : memref<1xi32>
                  %a168 = arith.constant 0 : i32
                  %a169 = arith.cmpi sgt, %a167, %a168 : i32
                  scf.if %a169 {
                    %a170 = arith.constant 1 : i32
                    %a171 = arith.subi %a167, %a170 : i32
                    %a172 = arith.constant 0 : index
                    %a173 = arith.index_cast %a171 : i32 to index
                    %a174 = arith.muli %a173, %z : index
                    %a175 = arith.addi %a174, %mb : index
                    %a176 = memref.load %pc_stack[%a175] : memref<?xi32>
                    %a177 = arith.constant 0 : index
                    memref.store %a171, %loc_pc_sp[%a177] : memref<1xi32>
                    %a178 = arith.constant 0 : index
                    memref.store %a176, %loc_pc[%a178] : memref<1xi32>
                  } else {
                    %a179 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a179] : memref<1xi32>
                  }
                }
                %a180 = memref.load %run4[%c0] : memref<1xi64>
                %a181 = arith.constant 1 : i64
                %a182 = arith.addi %a180, %a181 : i64
                memref.store %a182, %run4[%c0] : memref<1xi64>
                %a183 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a183 : i32, [
                  default: ^exit,
                  3: ^b3,
                  4: ^b4
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
            %cpo3 = memref.load %loc_v4_top[%c0] : memref<1xi64>
            memref.store %cpo3, %v4_top[%mb] : memref<?xi64>
            %cpo4 = memref.load %loc_v1_top[%c0] : memref<1xi64>
            memref.store %cpo4, %v1_top[%mb] : memref<?xi64>
            %cpo5 = memref.load %loc_v0_sp[%c0] : memref<1xi32>
            memref.store %cpo5, %v0_sp[%mb] : memref<?xi32>
            %cpo6 = memref.load %loc_v4_sp[%c0] : memref<1xi32>
            memref.store %cpo6, %v4_sp[%mb] : memref<?xi32>
            %cpo7 = memref.load %loc_v6_top[%c0] : memref<1xi64>
            memref.store %cpo7, %v6_top[%mb] : memref<?xi64>
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
    return %loop#0 : i64
  }
  llvm.mlir.global internal constant @fib_abi_text("{\22buffers\22:[{\22name\22:\22pc\22,\22role\22:{\22kind\22:\22pc\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22pc.stack\22,\22role\22:{\22kind\22:\22pc_stack\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22pc.sp\22,\22role\22:{\22kind\22:\22pc_pointer\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22status\22,\22role\22:{\22kind\22:\22status\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22block.stats\22,\22role\22:{\22kind\22:\22block_stats\22},\22dtype\22:\22i64\22,\22elements\22:15,\22extent\22:\22shared\22},{\22name\22:\22fib.n#0.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.n#0.stack\22,\22role\22:{\22kind\22:\22stack\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22fib.n#0.sp\22,\22role\22:{\22kind\22:\22pointer\22,\22var\22:0},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%ret0#1.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:1},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%2#4.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%2#4.stack\22,\22role\22:{\22kind\22:\22stack\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22fib.%2#4.sp\22,\22role\22:{\22kind\22:\22pointer\22,\22var\22:4},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%4#6.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:6},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22}],\22max_stack_depth\22:64,\22entry\22:0,\22halt\22:5,\22inputs\22:[5],\22outputs\22:[8],\22status\22:3,\22scratch_bytes\22:0,\22member_layout\22:\22contiguous\22,\22blocks\22:[\22fib.b0\22,\22fib.b1\22,\22fib.b2\22,\22fib.b2.1\22,\22fib.b2.2\22],\22prologue\22:false}\00") {addr_space = 0 : i32} : !llvm.array<1511 x i8>
  llvm.func @fib_abi() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @fib_abi_text : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
