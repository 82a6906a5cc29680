module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @main_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface, passthrough = [["prefer-vector-width", "512"]]} {
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
    %v1_top = memref.view %state[%lay6o][%lay6n] : memref<?xi8> to memref<?xf64>
    %lay7a = arith.constant 14 : index
    %lay7b = arith.constant 15 : index
    %lay7o = memref.load %layout[%lay7a] : memref<?xindex>
    %lay7n = memref.load %layout[%lay7b] : memref<?xindex>
    %v2_shared = memref.view %state[%lay7o][%lay7n] : memref<?xi8> to memref<?xf64>
    %lay8a = arith.constant 16 : index
    %lay8b = arith.constant 17 : index
    %lay8o = memref.load %layout[%lay8a] : memref<?xindex>
    %lay8n = memref.load %layout[%lay8b] : memref<?xindex>
    %v3_top = memref.view %state[%lay8o][%lay8n] : memref<?xi8> to memref<?xf64>
    %lay9a = arith.constant 18 : index
    %lay9b = arith.constant 19 : index
    %lay9o = memref.load %layout[%lay9a] : memref<?xindex>
    %lay9n = memref.load %layout[%lay9b] : memref<?xindex>
    %v7_top = memref.view %state[%lay9o][%lay9n] : memref<?xi8> to memref<?xi64>
    %lay10a = arith.constant 20 : index
    %lay10b = arith.constant 21 : index
    %lay10o = memref.load %layout[%lay10a] : memref<?xindex>
    %lay10n = memref.load %layout[%lay10b] : memref<?xindex>
    %v8_top = memref.view %state[%lay10o][%lay10n] : memref<?xi8> to memref<?xf64>
    %lay11a = arith.constant 22 : index
    %lay11b = arith.constant 23 : index
    %lay11o = memref.load %layout[%lay11a] : memref<?xindex>
    %lay11n = memref.load %layout[%lay11b] : memref<?xindex>
    %v9_top = memref.view %state[%lay11o][%lay11n] : memref<?xi8> to memref<?xf64>
    %lay12a = arith.constant 24 : index
    %lay12b = arith.constant 25 : index
    %lay12o = memref.load %layout[%lay12a] : memref<?xindex>
    %lay12n = memref.load %layout[%lay12b] : memref<?xindex>
    %v11_top = memref.view %state[%lay12o][%lay12n] : memref<?xi8> to memref<?xi64>
    %lay13a = arith.constant 26 : index
    %lay13b = arith.constant 27 : index
    %lay13o = memref.load %layout[%lay13a] : memref<?xindex>
    %lay13n = memref.load %layout[%lay13b] : memref<?xindex>
    %v11_stack = memref.view %state[%lay13o][%lay13n] : memref<?xi8> to memref<?xi64>
    %lay14a = arith.constant 28 : index
    %lay14b = arith.constant 29 : index
    %lay14o = memref.load %layout[%lay14a] : memref<?xindex>
    %lay14n = memref.load %layout[%lay14b] : memref<?xindex>
    %v11_sp = memref.view %state[%lay14o][%lay14n] : memref<?xi8> to memref<?xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = memref.dim %pc, %c0 : memref<?xi32>
    %halt = arith.constant 11 : i32
    %steps0 = arith.constant 0 : i64
    %scratch0 = memref.alloca() : memref<3xf64>
    %scratch1 = memref.alloca() : memref<16xindex>
    %scratch2 = memref.alloca() : memref<48xf64>
    %scratch3 = memref.alloca() : memref<48xf64>
    %scratch4 = memref.alloca() : memref<192xf64>
    %scratch5 = memref.alloca() : memref<1xi1>
    %scratch5_false = arith.constant false
    %scratch5_at = arith.constant 0 : index
    memref.store %scratch5_false, %scratch5[%scratch5_at] : memref<1xi1>
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
    %run8 = memref.alloca() : memref<1xi64>
    memref.store %zero64, %run8[%c0] : memref<1xi64>
    %run9 = memref.alloca() : memref<1xi64>
    memref.store %zero64, %run9[%c0] : memref<1xi64>
    %run10 = memref.alloca() : memref<1xi64>
    memref.store %zero64, %run10[%c0] : memref<1xi64>
    %loop:2 = scf.while (%steps = %steps0) : (i64) -> (i64, i32) {
      %low = scf.for %mb = %lo to %hi step %c1 iter_args(%acc = %halt) -> (i32) {
        %p0 = memref.load %pc[%mb] : memref<?xi32>
        %live0 = arith.cmpi slt, %p0, %halt : i32
        %pi0 = arith.index_cast %p0 : i32 to index
        %cheap0 = scf.index_switch %pi0 -> i1
              case 6 {
                %k1 = arith.constant false
                scf.yield %k1 : i1
              }
        default {
          %yes0 = arith.constant true
          scf.yield %yes0 : i1
        }
        %go0 = arith.andi %live0, %cheap0 : i1
        %pend = scf.if %go0 -> (i32) {
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
                7: ^b7,
                8: ^b8,
                9: ^b9,
                10: ^b10
              ]
              ^b0:
                %a1 = arith.constant true
                scf.if %a1 {
                  %a2 = arith.constant 0 : index
                  %a3 = arith.constant 0 : index
                  %a4 = memref.load %v0_top[%mb] : memref<?xi64>
                  %a5 = arith.constant 0 : i64
                  %a6 = arith.cmpi sgt, %a4, %a5 : i64
                  %a7 = arith.constant 1 : i32
                  %a8 = arith.constant 3 : i32
                  %a9 = arith.select %a6, %a7, %a8 : i32
                  memref.store %a9, %pc[%mb] : memref<?xi32>
                }
                %a10 = memref.load %run0[%c0] : memref<1xi64>
                %a11 = arith.constant 1 : i64
                %a12 = arith.addi %a10, %a11 : i64
                memref.store %a12, %run0[%c0] : memref<1xi64>
                %a13 = memref.load %pc[%mb] : memref<?xi32>
                cf.switch %a13 : i32, [
                  default: ^exit,
                  1: ^b1,
                  3: ^b3
                ]
              ^b1:
                %a14 = arith.constant true
                scf.if %a14 {
                  %a15 = arith.constant 0 : index
                  %a16 = arith.constant 0 : index
                  %a17 = memref.load %v0_top[%mb] : memref<?xi64>
                  %a18 = arith.constant 1 : i64
                  %a19 = arith.subi %a17, %a18 : i64
                  %a20 = arith.constant 0 : index
                  %a21 = arith.constant 0 : index
                  memref.store %a19, %v0_top[%mb] : memref<?xi64>
                  %a22 = arith.constant 3 : i64
                  %a23 = arith.constant 0 : i64
                  %a24 = arith.constant 1 : i64
                  %a25 = arith.constant -1 : i64
                  %a26 = arith.constant -9223372036854775808 : i64
                  %a27 = arith.cmpi eq, %a22, %a23 : i64
                  %a28 = arith.cmpi eq, %a19, %a26 : i64
                  %a29 = arith.cmpi eq, %a22, %a25 : i64
                  %a30 = arith.andi %a28, %a29 : i1
                  %a31 = arith.ori %a27, %a30 : i1
                  %a32 = arith.select %a31, %a24, %a22 : i64
                  %a33 = arith.divsi %a19, %a32 : i64
                  %a34 = arith.remsi %a19, %a32 : i64
                  %a35 = arith.cmpi ne, %a34, %a23 : i64
                  %a36 = arith.cmpi slt, %a34, %a23 : i64
                  %a37 = arith.cmpi slt, %a32, %a23 : i64
                  %a38 = arith.xori %a36, %a37 : i1
                  %a39 = arith.andi %a35, %a38 : i1
                  %a40 = arith.addi %a34, %a32 : i64
                  %a41 = arith.select %a39, %a40, %a34 : i64
                  scf.if %a27 {
                    %a42 = arith.constant 2 : i32
                    memref.store %a42, %status[%mb] : memref<?xi32>
                    memref.store %halt, %pc[%mb] : memref<?xi32>
                  } else {
                    %a43 = arith.constant 0 : index
                    %a44 = arith.constant 0 : index
                    memref.store %a41, %v7_top[%mb] : memref<?xi64>
                    %a45 = arith.constant 0 : index
                    %a46 = arith.constant 3 : index
                    %a47 = arith.muli %mb, %a46 : index
                    %a48 = arith.constant 0 : index
                    %a49 = arith.constant 3 : index
                    %a50 = arith.muli %mb, %a49 : index
                    %a51 = arith.constant 0 : index
                    %a52 = arith.constant 3 : index
                    %a53 = arith.constant 1 : index
                    scf.for %a54 = %a51 to %a52 step %a53 {
                      %a55 = arith.addi %a47, %a54 : index
                      %a56 = memref.load %v1_top[%a55] : memref<?xf64>
                      %a57 = arith.addi %a50, %a54 : index
                      memref.store %a56, %v8_top[%a57] : memref<?xf64>
                    }
                    %a58 = memref.load %pc_sp[%mb] : memref<?xi32>
                    %a59 = arith.constant 128 : i32
                    %a60 = arith.cmpi sge, %a58, %a59 : i32
                    scf.if %a60 {
                      %a61 = arith.constant 1 : i32
                      memref.store %a61, %status[%mb] : memref<?xi32>
                      memref.store %halt, %pc[%mb] : memref<?xi32>
                    } else {
                      %a62 = arith.constant 0 : index
                      %a63 = arith.index_cast %a58 : i32 to index
                      %a64 = arith.muli %a63, %z : index
                      %a65 = arith.addi %a64, %mb : index
                      %a66 = arith.constant 2 : i32
                      memref.store %a66, %pc_stack[%a65] : memref<?xi32>
                      %a67 = arith.constant 1 : i32
                      %a68 = arith.addi %a58, %a67 : i32
                      memref.store %a68, %pc_sp[%mb] : memref<?xi32>
                      %a69 = arith.constant 4 : i32
                      memref.store %a69, %pc[%mb] : memref<?xi32>
                    }
                  }
                }
                %a70 = memref.load %run1[%c0] : memref<1xi64>
                %a71 = arith.constant 1 : i64
                %a72 = arith.addi %a70, %a71 : i64
                memref.store %a72, %run1[%c0] : memref<1xi64>
                %a73 = memref.load %pc[%mb] : memref<?xi32>
                cf.switch %a73 : i32, [
                  default: ^exit,
                  4: ^b4
                ]
              ^b2:
                %a74 = arith.constant true
                scf.if %a74 {
                  %a75 = arith.constant 0 : index
                  %a76 = arith.constant 3 : index
                  %a77 = arith.muli %mb, %a76 : index
                  %a78 = arith.constant 0 : index
                  %a79 = arith.constant 3 : index
                  %a80 = arith.muli %mb, %a79 : index
                  %a81 = arith.constant 0 : index
                  %a82 = arith.constant 3 : index
                  %a83 = arith.constant 1 : index
                  scf.for %a84 = %a81 to %a82 step %a83 {
                    %a85 = arith.addi %a77, %a84 : index
                    %a86 = memref.load %v9_top[%a85] : memref<?xf64>
                    %a87 = arith.addi %a80, %a84 : index
                    memref.store %a86, %v1_top[%a87] : memref<?xf64>
                  }
                  %a88 = arith.constant 0 : index
                  %a89 = arith.constant 0 : index
                  %a90 = memref.load %v0_top[%mb] : memref<?xi64>
                  %a91 = arith.constant 0 : i64
                  %a92 = arith.cmpi sgt, %a90, %a91 : i64
                  %a93 = arith.constant 1 : i32
                  %a94 = arith.constant 3 : i32
                  %a95 = arith.select %a92, %a93, %a94 : i32
                  memref.store %a95, %pc[%mb] : memref<?xi32>
                }
                %a96 = memref.load %run2[%c0] : memref<1xi64>
                %a97 = arith.constant 1 : i64
                %a98 = arith.addi %a96, %a97 : i64
                memref.store %a98, %run2[%c0] : memref<1xi64>
                %a99 = memref.load %pc[%mb] : memref<?xi32>
                cf.switch %a99 : i32, [
                  default: ^exit,
                  1: ^b1,
                  3: ^b3
                ]
              ^b3:
                %a100 = arith.constant true
                scf.if %a100 {
                  %a101 = arith.constant 0 : index
                  %a102 = arith.constant 3 : index
                  %a103 = arith.muli %mb, %a102 : index
                  %a104 = arith.constant 0 : index
                  %a105 = arith.constant 3 : index
                  %a106 = arith.muli %mb, %a105 : index
                  %a107 = arith.constant 0 : index
                  %a108 = arith.constant 3 : index
                  %a109 = arith.constant 1 : index
                  scf.for %a110 = %a107 to %a108 step %a109 {
                    %a111 = arith.addi %a103, %a110 : index
                    %a112 = memref.load %v1_top[%a111] : memref<?xf64>
                    %a113 = arith.addi %a106, %a110 : index
                    memref.store %a112, %v3_top[%a113] : memref<?xf64>
                  }
                  %a114 = memref.load %pc_sp[%mb] : memref<?xi32>
                  %a115 = arith.constant 0 : i32
                  %a116 = arith.cmpi sgt, %a114, %a115 : i32
                  scf.if %a116 {
                    %a117 = arith.constant 1 : i32
                    %a118 = arith.subi %a114, %a117 : i32
                    %a119 = arith.constant 0 : index
                    %a120 = arith.index_cast %a118 : i32 to index
                    %a121 = arith.muli %a120, %z : index
                    %a122 = arith.addi %a121, %mb : index
                    %a123 = memref.load %pc_stack[%a122] : memref<?xi32>
                    memref.store %a118, %pc_sp[%mb] : memref<?xi32>
                    memref.store %a123, %pc[%mb] : memref<?xi32>
                  } else {
                    memref.store %halt, %pc[%mb] : memref<?xi32>
                  }
                }
                %a124 = memref.load %run3[%c0] : memref<1xi64>
                %a125 = arith.constant 1 : i64
                %a126 = arith.addi %a124, %a125 : i64
                memref.store %a126, %run3[%c0] : memref<1xi64>
                %a127 = memref.load %pc[%mb] : memref<?xi32>
                cf.switch %a127 : i32, [
                  default: ^exit
                ]
              ^b4:
                %a128 = arith.constant true
                scf.if %a128 {
                  %a129 = arith.constant 0 : index
                  %a130 = arith.constant 0 : index
                  %a131 = memref.load %v7_top[%mb] : memref<?xi64>
                  %a132 = arith.constant 0 : i64
                  %a133 = arith.cmpi sle, %a131, %a132 : i64
                  %a134 = arith.constant 5 : i32
                  %a135 = arith.constant 8 : i32
                  %a136 = arith.select %a133, %a134, %a135 : i32
                  memref.store %a136, %pc[%mb] : memref<?xi32>
                }
                %a137 = memref.load %run4[%c0] : memref<1xi64>
                %a138 = arith.constant 1 : i64
                %a139 = arith.addi %a137, %a138 : i64
                memref.store %a139, %run4[%c0] : memref<1xi64>
                %a140 = memref.load %pc[%mb] : memref<?xi32>
                cf.switch %a140 : i32, [
                  default: ^exit,
                  5: ^b5,
                  8: ^b8
                ]
              ^b5:
                %a141 = arith.constant true
                scf.if %a141 {
                  %a142 = arith.constant 6 : i32
                  memref.store %a142, %pc[%mb] : memref<?xi32>
                }
                %a143 = memref.load %run5[%c0] : memref<1xi64>
                %a144 = arith.constant 1 : i64
                %a145 = arith.addi %a143, %a144 : i64
                memref.store %a145, %run5[%c0] : memref<1xi64>
                %a146 = memref.load %pc[%mb] : memref<?xi32>
                cf.switch %a146 : i32, [
                  default: ^exit
                ]
              ^b7:
                %a147 = arith.constant true
                scf.if %a147 {
                  %a148 = arith.constant 0 : index
                  %a149 = arith.constant 3 : index
                  %a150 = arith.muli %mb, %a149 : index
                  %a151 = arith.constant 0x0000000000000000 : f64
                  %a152 = arith.constant 0 : index
                  %a153 = arith.constant 3 : index
                  %a154 = arith.constant 1 : index
                  %a155 = scf.for %a156 = %a152 to %a153 step %a154 iter_args(%a157 = %a151) -> (f64) {
                    %a158 = arith.addi %a150, %a156 : index
                    %a159 = memref.load %v9_top[%a158] : memref<?xf64>
                    %a160 = arith.addf %a157, %a159 : f64
                    scf.yield %a160 : f64
                  }
                  %a161 = arith.constant 0 : index
                  %a162 = arith.constant 3 : index
                  %a163 = arith.muli %mb, %a162 : index
                  %a164 = arith.constant 0 : index
                  %a165 = arith.constant 3 : index
                  %a166 = arith.muli %mb, %a165 : index
                  %a167 = arith.constant 0 : index
                  %a168 = arith.constant 3 : index
                  %a169 = arith.constant 1 : index
                  scf.for %a170 = %a167 to %a168 step %a169 {
                    %a171 = arith.addi %a163, %a170 : index
                    %a172 = memref.load %v8_top[%a171] : memref<?xf64>
                    %a173 = arith.addf %a172, %a155 : f64
                    %a174 = arith.addi %a166, %a170 : index
                    memref.store %a173, %v9_top[%a174] : memref<?xf64>
                  }
                  %a175 = memref.load %pc_sp[%mb] : memref<?xi32>
                  %a176 = arith.constant 0 : i32
                  %a177 = arith.cmpi sgt, %a175, %a176 : i32
                  scf.if %a177 {
                    %a178 = arith.constant 1 : i32
                    %a179 = arith.subi %a175, %a178 : i32
                    %a180 = arith.constant 0 : index
                    %a181 = arith.index_cast %a179 : i32 to index
                    %a182 = arith.muli %a181, %z : index
                    %a183 = arith.addi %a182, %mb : index
                    %a184 = memref.load %pc_stack[%a183] : memref<?xi32>
                    memref.store %a179, %pc_sp[%mb] : memref<?xi32>
                    memref.store %a184, %pc[%mb] : memref<?xi32>
                  } else {
                    memref.store %halt, %pc[%mb] : memref<?xi32>
                  }
                }
                %a185 = memref.load %run7[%c0] : memref<1xi64>
                %a186 = arith.constant 1 : i64
                %a187 = arith.addi %a185, %a186 : i64
                memref.store %a187, %run7[%c0] : memref<1xi64>
                %a188 = memref.load %pc[%mb] : memref<?xi32>
                cf.switch %a188 : i32, [
                  default: ^exit,
                  2: ^b2,
                  9: ^b9,
                  10: ^b10
                ]
              ^b8:
                %a189 = arith.constant true
                scf.if %a189 {
                  %a190 = arith.constant 0 : index
                  %a191 = arith.constant 0 : index
                  %a192 = memref.load %v7_top[%mb] : memref<?xi64>
                  %a193 = arith.constant 1 : i64
                  %a194 = arith.subi %a192, %a193 : i64
                  %a195 = arith.constant 0 : index
                  %a196 = arith.constant 0 : index
                  memref.store %a194, %v11_top[%mb] : memref<?xi64>
                  %a197 = arith.constant 1 : i64
                  %a198 = arith.subi %a192, %a197 : i64
                  %a199 = memref.load %v11_sp[%mb] : memref<?xi32>
                  %a200 = arith.constant 128 : i32
                  %a201 = arith.cmpi sge, %a199, %a200 : i32
                  scf.if %a201 {
                    %a202 = arith.constant 1 : i32
                    memref.store %a202, %status[%mb] : memref<?xi32>
                    memref.store %halt, %pc[%mb] : memref<?xi32>
                  } else {
                    %a203 = arith.constant 1 : i32
                    %a204 = arith.addi %a199, %a203 : i32
                    memref.store %a204, %v11_sp[%mb] : memref<?xi32>
                    %a205 = arith.index_cast %a199 : i32 to index
                    %a206 = arith.constant 0 : index
                    %a207 = memref.load %v11_top[%mb] : memref<?xi64>
                    %a208 = arith.muli %a205, %z : index
                    %a209 = arith.addi %a208, %mb : index
                    memref.store %a207, %v11_stack[%a209] : memref<?xi64>
                    %a210 = arith.constant 0 : index
                    %a211 = arith.constant 0 : index
                    memref.store %a194, %v11_top[%mb] : memref<?xi64>
                    %a212 = arith.constant 0 : index
                    %a213 = arith.constant 0 : index
                    memref.store %a198, %v7_top[%mb] : memref<?xi64>
                    %a214 = memref.load %pc_sp[%mb] : memref<?xi32>
                    %a215 = arith.constant 128 : i32
                    %a216 = arith.cmpi sge, %a214, %a215 : i32
                    scf.if %a216 {
                      %a217 = arith.constant 1 : i32
                      memref.store %a217, %status[%mb] : memref<?xi32>
                      memref.store %halt, %pc[%mb] : memref<?xi32>
                    } else {
                      %a218 = arith.constant 0 : index
                      %a219 = arith.index_cast %a214 : i32 to index
                      %a220 = arith.muli %a219, %z : index
                      %a221 = arith.addi %a220, %mb : index
                      %a222 = arith.constant 9 : i32
                      memref.store %a222, %pc_stack[%a221] : memref<?xi32>
                      %a223 = arith.constant 1 : i32
                      %a224 = arith.addi %a214, %a223 : i32
                      memref.store %a224, %pc_sp[%mb] : memref<?xi32>
                      %a225 = arith.constant 4 : i32
                      memref.store %a225, %pc[%mb] : memref<?xi32>
                    }
                  }
                }
                %a226 = memref.load %run8[%c0] : memref<1xi64>
                %a227 = arith.constant 1 : i64
                %a228 = arith.addi %a226, %a227 : i64
                memref.store %a228, %run8[%c0] : memref<1xi64>
                %a229 = memref.load %pc[%mb] : memref<?xi32>
                cf.switch %a229 : i32, [
                  default: ^exit,
                  4: ^b4
                ]
              ^b9:
                %a230 = arith.constant true
                scf.if %a230 {
                  %a231 = memref.load %v11_sp[%mb] : memref<?xi32>
                  %a232 = arith.constant 0 : i32
                  %a233 = arith.cmpi sgt, %a231, %a232 : i32
                  %a234 = arith.constant 1 : i32
                  %a235 = arith.subi %a231, %a234 : i32
                  %a236 = arith.select %a233, %a235, %a231 : i32
                  memref.store %a236, %v11_sp[%mb] : memref<?xi32>
                  scf.if %a233 {
                    %a237 = arith.index_cast %a235 : i32 to index
                    %a238 = arith.constant 0 : index
                    %a239 = arith.muli %a237, %z : index
                    %a240 = arith.addi %a239, %mb : index
                    %a241 = memref.load %v11_stack[%a240] : memref<?xi64>
                    memref.store %a241, %v11_top[%mb] : memref<?xi64>
                  }
                  %a242 = arith.constant 0 : index
                  %a243 = arith.constant 3 : index
                  %a244 = arith.muli %mb, %a243 : index
                  %a245 = arith.constant 0x3FF0000000000000 : f64
                  %a246 = arith.constant 0 : index
                  %a247 = arith.constant 0 : index
                  %a248 = arith.constant 3 : index
                  %a249 = arith.muli %mb, %a248 : index
                  %a250 = arith.constant 0 : index
                  %a251 = arith.constant 3 : index
                  %a252 = arith.constant 1 : index
                  scf.for %a253 = %a250 to %a251 step %a252 {
                    %a254 = arith.addi %a244, %a253 : index
                    %a255 = memref.load %v9_top[%a254] : memref<?xf64>
                    %a256 = arith.addf %a255, %a245 : f64
                    %a257 = arith.addi %a249, %a253 : index
                    memref.store %a256, %v8_top[%a257] : memref<?xf64>
                  }
                  %a258 = arith.constant 0 : index
                  %a259 = arith.constant 0 : index
                  %a260 = memref.load %v11_top[%mb] : memref<?xi64>
                  %a261 = arith.constant 0 : index
                  %a262 = arith.constant 0 : index
                  memref.store %a260, %v7_top[%mb] : memref<?xi64>
                  %a263 = memref.load %pc_sp[%mb] : memref<?xi32>
                  %a264 = arith.constant 128 : i32
                  %a265 = arith.cmpi sge, %a263, %a264 : i32
                  scf.if %a265 {
                    %a266 = arith.constant 1 : i32
                    memref.store %a266, %status[%mb] : memref<?xi32>
                    memref.store %halt, %pc[%mb] : memref<?xi32>
                  } else {
                    %a267 = arith.constant 0 : index
                    %a268 = arith.index_cast %a263 : i32 to index
                    %a269 = arith.muli %a268, %z : index
                    %a270 = arith.addi %a269, %mb : index
                    %a271 = arith.constant 10 : i32
                    memref.store %a271, %pc_stack[%a270] : memref<?xi32>
                    %a272 = arith.constant 1 : i32
                    %a273 = arith.addi %a263, %a272 : i32
                    memref.store %a273, %pc_sp[%mb] : memref<?xi32>
                    %a274 = arith.constant 4 : i32
                    memref.store %a274, %pc[%mb] : memref<?xi32>
                  }
                }
                %a275 = memref.load %run9[%c0] : memref<1xi64>
                %a276 = arith.constant 1 : i64
                %a277 = arith.addi %a275, %a276 : i64
                memref.store %a277, %run9[%c0] : memref<1xi64>
                %a278 = memref.load %pc[%mb] : memref<?xi32>
                cf.switch %a278 : i32, [
                  default: ^exit,
                  4: ^b4
                ]
              ^b10:
                %a279 = arith.constant true
                scf.if %a279 {
                  %a280 = arith.constant 0 : index
                  %a281 = arith.constant 3 : index
                  %a282 = arith.muli %mb, %a281 : index
                  %a283 = arith.constant 0 : index
                  %a284 = arith.constant 3 : index
                  %a285 = arith.muli %mb, %a284 : index
                  %a286 = arith.constant 0 : index
                  %a287 = arith.constant 3 : index
                  %a288 = arith.muli %mb, %a287 : index
                  %a289 = arith.constant 0x3FF0000000000000 : f64
                  %a290 = arith.constant 0 : index
                  %a291 = arith.constant 3 : index
                  %a292 = arith.muli %mb, %a291 : index
                  %a293 = arith.constant 0 : index
                  %a294 = arith.constant 3 : index
                  %a295 = arith.constant 1 : index
                  scf.for %a296 = %a293 to %a294 step %a295 {
                    %a297 = arith.addi %a282, %a296 : index
                    %a298 = memref.load %v9_top[%a297] : memref<?xf64>
                    %a299 = arith.addi %a285, %a296 : index
                    memref.store %a298, %v8_top[%a299] : memref<?xf64>
                    %a300 = arith.addf %a298, %a289 : f64
                    %a301 = arith.addi %a292, %a296 : index
                    memref.store %a300, %v9_top[%a301] : memref<?xf64>
                  }
                  %a302 = memref.load %pc_sp[%mb] : memref<?xi32>
                  %a303 = arith.constant 0 : i32
                  %a304 = arith.cmpi sgt, %a302, %a303 : i32
                  scf.if %a304 {
                    %a305 = arith.constant 1 : i32
                    %a306 = arith.subi %a302, %a305 : i32
                    %a307 = arith.constant 0 : index
                    %a308 = arith.index_cast %a306 : i32 to index
                    %a309 = arith.muli %a308, %z : index
                    %a310 = arith.addi %a309, %mb : index
                    %a311 = memref.load %pc_stack[%a310] : memref<?xi32>
                    memref.store %a306, %pc_sp[%mb] : memref<?xi32>
                    memref.store %a311, %pc[%mb] : memref<?xi32>
                  } else {
                    memref.store %halt, %pc[%mb] : memref<?xi32>
                  }
                }
                %a312 = memref.load %run10[%c0] : memref<1xi64>
                %a313 = arith.constant 1 : i64
                %a314 = arith.addi %a312, %a313 : i64
                memref.store %a314, %run10[%c0] : memref<1xi64>
                %a315 = memref.load %pc[%mb] : memref<?xi32>
                cf.switch %a315 : i32, [
                  default: ^exit,
                  2: ^b2,
                  9: ^b9,
                  10: ^b10
                ]
              ^exit:
                scf.yield
            }
            %p2 = memref.load %pc[%mb] : memref<?xi32>
            %live2 = arith.cmpi slt, %p2, %halt : i32
            %pi2 = arith.index_cast %p2 : i32 to index
            %cheap2 = scf.index_switch %pi2 -> i1
              case 6 {
                %k1 = arith.constant false
                scf.yield %k1 : i1
              }
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
      case 6 {
        %1 = arith.constant 0 : index
        %2 = arith.constant 0 : i64
        %3 = arith.constant 1 : index
        %4:2 = scf.for %5 = %lo to %hi step %3 iter_args(%6 = %1, %7 = %2) -> (index, i64) {
          %8 = memref.load %pc[%5] : memref<?xi32>
          %9 = arith.constant 6 : i32
          %10 = arith.cmpi eq, %8, %9 : i32
          %11 = scf.if %10 -> (index) {
            memref.store %5, %scratch1[%6] : memref<16xindex>
            %12 = arith.addi %6, %3 : index
            scf.yield %12 : index
          } else {
            scf.yield %6 : index
          }
          %13 = arith.extui %10 : i1 to i64
          %14 = arith.addi %7, %13 : i64
          %15 = arith.constant 16 : index
          %16 = arith.cmpi eq, %11, %15 : index
          %17 = arith.constant 1 : index
          %18 = arith.addi %5, %17 : index
          %19 = arith.cmpi eq, %18, %hi : index
          %20 = arith.constant 0 : index
          %21 = arith.cmpi ugt, %11, %20 : index
          %22 = arith.andi %19, %21 : i1
          %23 = arith.ori %16, %22 : i1
          scf.if %23 {
            %24 = arith.constant 2 : index
            %25 = arith.cmpi ule, %11, %24 : index
            scf.if %25 {
              %26 = arith.constant 0 : index
              %27 = arith.constant 1 : index
              scf.for %28 = %26 to %11 step %27 {
                %29 = memref.load %scratch1[%28] : memref<16xindex>
                %30 = arith.constant 0 : index
                %31 = arith.constant 3 : index
                %32 = arith.muli %29, %31 : index
                %33 = arith.constant 3 : index
                %34 = arith.muli %28, %33 : index
                %35 = arith.constant 0 : index
                %36 = arith.constant 3 : index
                %37 = arith.constant 1 : index
                scf.for %38 = %35 to %36 step %37 {
                  %39 = arith.addi %32, %38 : index
                  %40 = memref.load %v8_top[%39] : memref<?xf64>
                  %41 = arith.addi %34, %38 : index
                  memref.store %40, %scratch2[%41] : memref<48xf64>
                }
              }
              %42 = arith.constant 0 : index
              %43 = memref.load %scratch5[%42] : memref<1xi1>
              %44 = arith.constant true
              %45 = arith.xori %43, %44 : i1
              scf.if %45 {
                %46 = arith.constant 0 : index
                %47 = arith.constant 3 : index
                %48 = arith.constant 1 : index
                scf.for %49 = %46 to %47 step %48 {
                  %50 = arith.constant 0 : index
                  %51 = arith.constant 3 : index
                  %52 = arith.constant 1 : index
                  scf.for %53 = %50 to %51 step %52 {
                    %54 = arith.constant 3 : index
                    %55 = arith.muli %49, %54 : index
                    %56 = arith.addi %55, %53 : index
                    %57 = memref.load %v2_shared[%56] : memref<?xf64>
                    %58 = arith.constant 64 : index
                    %59 = arith.remui %49, %58 : index
                    %60 = arith.subi %49, %59 : index
                    %61 = arith.constant 64 : index
                    %62 = arith.muli %53, %61 : index
                    %63 = arith.addi %62, %59 : index
                    %64 = arith.constant 3 : index
                    %65 = arith.muli %60, %64 : index
                    %66 = arith.addi %65, %63 : index
                    memref.store %57, %scratch4[%66] : memref<192xf64>
                  }
                }
                %67 = arith.constant true
                memref.store %67, %scratch5[%42] : memref<1xi1>
              }
              %68 = arith.constant 0 : index
              %69 = arith.constant 1 : index
              %70 = arith.constant 3 : index
              %71 = arith.muli %11, %70 : index
              %72 = arith.constant 1 : index
              scf.for %73 = %68 to %71 step %72 {
                %74 = arith.constant 0x0000000000000000 : f64
                memref.store %74, %scratch3[%73] : memref<48xf64>
              }
              %75 = arith.constant 3 : index
              %76 = arith.constant 256 : index
              scf.for %77 = %68 to %75 step %76 {
                %78 = arith.addi %77, %76 : index
                %79 = arith.minui %78, %75 : index
                %80 = arith.constant 0 : index
                %81 = arith.constant 0 : index
                %82 = arith.constant 2 : index
                %83 = arith.divui %11, %82 : index
                %84 = arith.muli %83, %82 : index
                scf.for %85 = %81 to %84 step %82 {
                  %86 = arith.constant 0 : index
                  %87 = arith.constant 0 : index
                  %88 = arith.constant 3 : index
                  %89 = arith.muli %85, %88 : index
                  %90 = arith.constant 1 : index
                  %91 = arith.addi %85, %90 : index
                  %92 = arith.constant 0 : index
                  %93 = arith.constant 3 : index
                  %94 = arith.muli %91, %93 : index
                  %95 = arith.constant 0 : index
                  %96 = arith.constant 0 : index
                  %97 = arith.constant 3 : index
                  %98 = arith.muli %85, %97 : index
                  %99 = arith.constant 0 : index
                  %100 = arith.constant 1 : index
                  %101 = arith.addi %85, %100 : index
                  %102 = arith.constant 0 : index
                  %103 = arith.constant 3 : index
                  %104 = arith.muli %101, %103 : index
                  %105 = arith.constant 0 : index
                  %106 = vector.constant_mask [3] : vector<8xi1>
                  %107 = arith.constant dense<0.0> : vector<8xf64>
                  %108 = vector.maskedload %scratch3[%98], %106, %107 : memref<48xf64>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                  %109 = vector.constant_mask [3] : vector<8xi1>
                  %110 = arith.constant dense<0.0> : vector<8xf64>
                  %111 = vector.maskedload %scratch3[%104], %109, %110 : memref<48xf64>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                  %112 = arith.constant 0 : index
                  %113 = arith.constant 3 : index
                  %114 = arith.muli %80, %113 : index
                  %117:2 = scf.for %118 = %77 to %79 step %69 iter_args(%115 = %108, %116 = %111) -> (vector<8xf64>, vector<8xf64>) {
                    %119 = arith.constant 64 : index
                    %120 = arith.muli %118, %119 : index
                    %121 = arith.addi %120, %114 : index
                    %122 = arith.constant 0 : index
                    %123 = vector.constant_mask [3] : vector<8xi1>
                    %124 = arith.constant dense<0.0> : vector<8xf64>
                    %125 = vector.maskedload %scratch4[%121], %123, %124 : memref<192xf64>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                    %126 = arith.addi %89, %118 : index
                    %127 = memref.load %scratch2[%126] : memref<48xf64>
                    %128 = vector.broadcast %127 : f64 to vector<8xf64>
                    %129 = arith.mulf %128, %125 : vector<8xf64>
                    %130 = arith.addf %115, %129 : vector<8xf64>
                    %131 = arith.addi %94, %118 : index
                    %132 = memref.load %scratch2[%131] : memref<48xf64>
                    %133 = vector.broadcast %132 : f64 to vector<8xf64>
                    %134 = arith.mulf %133, %125 : vector<8xf64>
                    %135 = arith.addf %116, %134 : vector<8xf64>
                    scf.yield %130, %135 : vector<8xf64>, vector<8xf64>
                  }
                  %136 = vector.constant_mask [3] : vector<8xi1>
                  vector.maskedstore %scratch3[%98], %136, %117#0 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                  %137 = vector.constant_mask [3] : vector<8xi1>
                  vector.maskedstore %scratch3[%104], %137, %117#1 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                }
                %138 = arith.subi %11, %84 : index
                %139 = arith.constant 1 : index
                %140 = arith.cmpi uge, %138, %139 : index
                scf.if %140 {
                  %141 = arith.constant 0 : index
                  %142 = arith.constant 0 : index
                  %143 = arith.constant 3 : index
                  %144 = arith.muli %84, %143 : index
                  %145 = arith.constant 0 : index
                  %146 = arith.constant 0 : index
                  %147 = arith.constant 3 : index
                  %148 = arith.muli %84, %147 : index
                  %149 = arith.constant 0 : index
                  %150 = vector.constant_mask [3] : vector<8xi1>
                  %151 = arith.constant dense<0.0> : vector<8xf64>
                  %152 = vector.maskedload %scratch3[%148], %150, %151 : memref<48xf64>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                  %153 = arith.constant 0 : index
                  %154 = arith.constant 3 : index
                  %155 = arith.muli %80, %154 : index
                  %157:1 = scf.for %158 = %77 to %79 step %69 iter_args(%156 = %152) -> (vector<8xf64>) {
                    %159 = arith.constant 64 : index
                    %160 = arith.muli %158, %159 : index
                    %161 = arith.addi %160, %155 : index
                    %162 = arith.constant 0 : index
                    %163 = vector.constant_mask [3] : vector<8xi1>
                    %164 = arith.constant dense<0.0> : vector<8xf64>
                    %165 = vector.maskedload %scratch4[%161], %163, %164 : memref<192xf64>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                    %166 = arith.addi %144, %158 : index
                    %167 = memref.load %scratch2[%166] : memref<48xf64>
                    %168 = vector.broadcast %167 : f64 to vector<8xf64>
                    %169 = arith.mulf %168, %165 : vector<8xf64>
                    %170 = arith.addf %156, %169 : vector<8xf64>
                    scf.yield %170 : vector<8xf64>
                  }
                  %171 = vector.constant_mask [3] : vector<8xi1>
                  vector.maskedstore %scratch3[%148], %171, %157#0 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                }
                %172 = arith.addi %84, %139 : index
                %173 = arith.select %140, %172, %84 : index
              }
              %174 = arith.constant 1 : index
              scf.for %175 = %26 to %11 step %174 {
                %176 = memref.load %scratch1[%175] : memref<16xindex>
                %177 = arith.constant 0 : index
                %178 = arith.constant 3 : index
                %179 = arith.muli %176, %178 : index
                %180 = arith.constant 3 : index
                %181 = arith.muli %175, %180 : index
                %182 = arith.constant 0 : index
                %183 = arith.constant 3 : index
                %184 = arith.constant 1 : index
                scf.for %185 = %182 to %183 step %184 {
                  %186 = arith.addi %181, %185 : index
                  %187 = memref.load %scratch3[%186] : memref<48xf64>
                  %188 = arith.addi %179, %185 : index
                  memref.store %187, %v9_top[%188] : memref<?xf64>
                }
              }
            } else {
              %189 = arith.constant 8 : index
              %190 = arith.cmpi ule, %11, %189 : index
              scf.if %190 {
                %191 = arith.constant 1 : index
                %192 = arith.subi %11, %191 : index
                %193 = arith.constant 0 : index
                %194 = arith.minui %193, %192 : index
                %195 = memref.load %scratch1[%194] : memref<16xindex>
                %196 = arith.constant 0 : index
                %197 = arith.constant 3 : index
                %198 = arith.muli %195, %197 : index
                %199 = arith.constant 1 : index
                %200 = arith.minui %199, %192 : index
                %201 = memref.load %scratch1[%200] : memref<16xindex>
                %202 = arith.constant 0 : index
                %203 = arith.constant 3 : index
                %204 = arith.muli %201, %203 : index
                %205 = arith.constant 2 : index
                %206 = arith.minui %205, %192 : index
                %207 = memref.load %scratch1[%206] : memref<16xindex>
                %208 = arith.constant 0 : index
                %209 = arith.constant 3 : index
                %210 = arith.muli %207, %209 : index
                %211 = arith.constant 3 : index
                %212 = arith.minui %211, %192 : index
                %213 = memref.load %scratch1[%212] : memref<16xindex>
                %214 = arith.constant 0 : index
                %215 = arith.constant 3 : index
                %216 = arith.muli %213, %215 : index
                %217 = arith.constant 4 : index
                %218 = arith.minui %217, %192 : index
                %219 = memref.load %scratch1[%218] : memref<16xindex>
                %220 = arith.constant 0 : index
                %221 = arith.constant 3 : index
                %222 = arith.muli %219, %221 : index
                %223 = arith.constant 5 : index
                %224 = arith.minui %223, %192 : index
                %225 = memref.load %scratch1[%224] : memref<16xindex>
                %226 = arith.constant 0 : index
                %227 = arith.constant 3 : index
                %228 = arith.muli %225, %227 : index
                %229 = arith.constant 6 : index
                %230 = arith.minui %229, %192 : index
                %231 = memref.load %scratch1[%230] : memref<16xindex>
                %232 = arith.constant 0 : index
                %233 = arith.constant 3 : index
                %234 = arith.muli %231, %233 : index
                %235 = arith.constant 7 : index
                %236 = arith.minui %235, %192 : index
                %237 = memref.load %scratch1[%236] : memref<16xindex>
                %238 = arith.constant 0 : index
                %239 = arith.constant 3 : index
                %240 = arith.muli %237, %239 : index
                %241 = arith.constant 0 : index
                %242 = arith.constant 3 : index
                %243 = arith.constant 1 : index
                scf.for %244 = %241 to %242 step %243 {
                  %245 = arith.addi %198, %244 : index
                  %246 = memref.load %v8_top[%245] : memref<?xf64>
                  %247 = arith.constant 0 : index
                  %248 = arith.constant 16 : index
                  %249 = arith.muli %244, %248 : index
                  memref.store %246, %scratch2[%249] : memref<48xf64>
                  %250 = arith.addi %204, %244 : index
                  %251 = memref.load %v8_top[%250] : memref<?xf64>
                  %252 = arith.constant 1 : index
                  %253 = arith.constant 16 : index
                  %254 = arith.muli %244, %253 : index
                  %255 = arith.addi %254, %252 : index
                  memref.store %251, %scratch2[%255] : memref<48xf64>
                  %256 = arith.addi %210, %244 : index
                  %257 = memref.load %v8_top[%256] : memref<?xf64>
                  %258 = arith.constant 2 : index
                  %259 = arith.constant 16 : index
                  %260 = arith.muli %244, %259 : index
                  %261 = arith.addi %260, %258 : index
                  memref.store %257, %scratch2[%261] : memref<48xf64>
                  %262 = arith.addi %216, %244 : index
                  %263 = memref.load %v8_top[%262] : memref<?xf64>
                  %264 = arith.constant 3 : index
                  %265 = arith.constant 16 : index
                  %266 = arith.muli %244, %265 : index
                  %267 = arith.addi %266, %264 : index
                  memref.store %263, %scratch2[%267] : memref<48xf64>
                  %268 = arith.addi %222, %244 : index
                  %269 = memref.load %v8_top[%268] : memref<?xf64>
                  %270 = arith.constant 4 : index
                  %271 = arith.constant 16 : index
                  %272 = arith.muli %244, %271 : index
                  %273 = arith.addi %272, %270 : index
                  memref.store %269, %scratch2[%273] : memref<48xf64>
                  %274 = arith.addi %228, %244 : index
                  %275 = memref.load %v8_top[%274] : memref<?xf64>
                  %276 = arith.constant 5 : index
                  %277 = arith.constant 16 : index
                  %278 = arith.muli %244, %277 : index
                  %279 = arith.addi %278, %276 : index
                  memref.store %275, %scratch2[%279] : memref<48xf64>
                  %280 = arith.addi %234, %244 : index
                  %281 = memref.load %v8_top[%280] : memref<?xf64>
                  %282 = arith.constant 6 : index
                  %283 = arith.constant 16 : index
                  %284 = arith.muli %244, %283 : index
                  %285 = arith.addi %284, %282 : index
                  memref.store %281, %scratch2[%285] : memref<48xf64>
                  %286 = arith.addi %240, %244 : index
                  %287 = memref.load %v8_top[%286] : memref<?xf64>
                  %288 = arith.constant 7 : index
                  %289 = arith.constant 16 : index
                  %290 = arith.muli %244, %289 : index
                  %291 = arith.addi %290, %288 : index
                  memref.store %287, %scratch2[%291] : memref<48xf64>
                }
                %292 = arith.constant 0 : index
                %293 = arith.constant dense<0.0> : vector<8xf64>
                %294 = arith.constant 0 : index
                %295 = arith.constant 3 : index
                %296 = arith.constant 1 : index
                %300:3 = scf.for %301 = %294 to %295 step %296 iter_args(%297 = %293, %298 = %293, %299 = %293) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>) {
                  %302 = arith.constant 0 : index
                  %303 = arith.constant 16 : index
                  %304 = arith.muli %301, %303 : index
                  %305 = vector.load %scratch2[%304] : memref<48xf64>, vector<8xf64>
                  %306 = arith.constant 0 : index
                  %307 = arith.constant 3 : index
                  %308 = arith.muli %292, %307 : index
                  %309 = arith.addi %308, %301 : index
                  %310 = memref.load %v2_shared[%309] : memref<?xf64>
                  %311 = vector.broadcast %310 : f64 to vector<8xf64>
                  %312 = arith.mulf %311, %305 : vector<8xf64>
                  %313 = arith.addf %297, %312 : vector<8xf64>
                  %314 = arith.constant 1 : index
                  %315 = arith.constant 3 : index
                  %316 = arith.addi %315, %301 : index
                  %317 = memref.load %v2_shared[%316] : memref<?xf64>
                  %318 = vector.broadcast %317 : f64 to vector<8xf64>
                  %319 = arith.mulf %318, %305 : vector<8xf64>
                  %320 = arith.addf %298, %319 : vector<8xf64>
                  %321 = arith.constant 2 : index
                  %322 = arith.constant 3 : index
                  %323 = arith.muli %321, %322 : index
                  %324 = arith.addi %323, %301 : index
                  %325 = memref.load %v2_shared[%324] : memref<?xf64>
                  %326 = vector.broadcast %325 : f64 to vector<8xf64>
                  %327 = arith.mulf %326, %305 : vector<8xf64>
                  %328 = arith.addf %299, %327 : vector<8xf64>
                  scf.yield %313, %320, %328 : vector<8xf64>, vector<8xf64>, vector<8xf64>
                }
                %329 = arith.constant 0 : index
                %330 = arith.constant 0 : index
                %331 = arith.constant 16 : index
                %332 = arith.muli %292, %331 : index
                vector.store %300#0, %scratch3[%332] : memref<48xf64>, vector<8xf64>
                %333 = arith.constant 1 : index
                %334 = arith.constant 0 : index
                %335 = arith.constant 16 : index
                vector.store %300#1, %scratch3[%335] : memref<48xf64>, vector<8xf64>
                %336 = arith.constant 2 : index
                %337 = arith.constant 0 : index
                %338 = arith.constant 16 : index
                %339 = arith.muli %336, %338 : index
                vector.store %300#2, %scratch3[%339] : memref<48xf64>, vector<8xf64>
                %340 = arith.constant 1 : index
                %341 = arith.subi %11, %340 : index
                %342 = arith.constant 0 : index
                %343 = arith.minui %342, %341 : index
                %344 = memref.load %scratch1[%343] : memref<16xindex>
                %345 = arith.constant 0 : index
                %346 = arith.constant 3 : index
                %347 = arith.muli %344, %346 : index
                %348 = arith.constant 1 : index
                %349 = arith.minui %348, %341 : index
                %350 = memref.load %scratch1[%349] : memref<16xindex>
                %351 = arith.constant 0 : index
                %352 = arith.constant 3 : index
                %353 = arith.muli %350, %352 : index
                %354 = arith.constant 2 : index
                %355 = arith.minui %354, %341 : index
                %356 = memref.load %scratch1[%355] : memref<16xindex>
                %357 = arith.constant 0 : index
                %358 = arith.constant 3 : index
                %359 = arith.muli %356, %358 : index
                %360 = arith.constant 3 : index
                %361 = arith.minui %360, %341 : index
                %362 = memref.load %scratch1[%361] : memref<16xindex>
                %363 = arith.constant 0 : index
                %364 = arith.constant 3 : index
                %365 = arith.muli %362, %364 : index
                %366 = arith.constant 4 : index
                %367 = arith.minui %366, %341 : index
                %368 = memref.load %scratch1[%367] : memref<16xindex>
                %369 = arith.constant 0 : index
                %370 = arith.constant 3 : index
                %371 = arith.muli %368, %370 : index
                %372 = arith.constant 5 : index
                %373 = arith.minui %372, %341 : index
                %374 = memref.load %scratch1[%373] : memref<16xindex>
                %375 = arith.constant 0 : index
                %376 = arith.constant 3 : index
                %377 = arith.muli %374, %376 : index
                %378 = arith.constant 6 : index
                %379 = arith.minui %378, %341 : index
                %380 = memref.load %scratch1[%379] : memref<16xindex>
                %381 = arith.constant 0 : index
                %382 = arith.constant 3 : index
                %383 = arith.muli %380, %382 : index
                %384 = arith.constant 7 : index
                %385 = arith.minui %384, %341 : index
                %386 = memref.load %scratch1[%385] : memref<16xindex>
                %387 = arith.constant 0 : index
                %388 = arith.constant 3 : index
                %389 = arith.muli %386, %388 : index
                %390 = arith.constant 0 : index
                %391 = arith.constant 3 : index
                %392 = arith.constant 1 : index
                scf.for %393 = %390 to %391 step %392 {
                  %394 = arith.constant 0 : index
                  %395 = arith.constant 16 : index
                  %396 = arith.muli %393, %395 : index
                  %397 = memref.load %scratch3[%396] : memref<48xf64>
                  %398 = arith.addi %347, %393 : index
                  memref.store %397, %v9_top[%398] : memref<?xf64>
                  %399 = arith.constant 1 : index
                  %400 = arith.constant 16 : index
                  %401 = arith.muli %393, %400 : index
                  %402 = arith.addi %401, %399 : index
                  %403 = memref.load %scratch3[%402] : memref<48xf64>
                  %404 = arith.addi %353, %393 : index
                  memref.store %403, %v9_top[%404] : memref<?xf64>
                  %405 = arith.constant 2 : index
                  %406 = arith.constant 16 : index
                  %407 = arith.muli %393, %406 : index
                  %408 = arith.addi %407, %405 : index
                  %409 = memref.load %scratch3[%408] : memref<48xf64>
                  %410 = arith.addi %359, %393 : index
                  memref.store %409, %v9_top[%410] : memref<?xf64>
                  %411 = arith.constant 3 : index
                  %412 = arith.constant 16 : index
                  %413 = arith.muli %393, %412 : index
                  %414 = arith.addi %413, %411 : index
                  %415 = memref.load %scratch3[%414] : memref<48xf64>
                  %416 = arith.addi %365, %393 : index
                  memref.store %415, %v9_top[%416] : memref<?xf64>
                  %417 = arith.constant 4 : index
                  %418 = arith.constant 16 : index
                  %419 = arith.muli %393, %418 : index
                  %420 = arith.addi %419, %417 : index
                  %421 = memref.load %scratch3[%420] : memref<48xf64>
                  %422 = arith.addi %371, %393 : index
                  memref.store %421, %v9_top[%422] : memref<?xf64>
                  %423 = arith.constant 5 : index
                  %424 = arith.constant 16 : index
                  %425 = arith.muli %393, %424 : index
                  %426 = arith.addi %425, %423 : index
                  %427 = memref.load %scratch3[%426] : memref<48xf64>
                  %428 = arith.addi %377, %393 : index
                  memref.store %427, %v9_top[%428] : memref<?xf64>
                  %429 = arith.constant 6 : index
                  %430 = arith.constant 16 : index
                  %431 = arith.muli %393, %430 : index
                  %432 = arith.addi %431, %429 : index
                  %433 = memref.load %scratch3[%432] : memref<48xf64>
                  %434 = arith.addi %383, %393 : index
                  memref.store %433, %v9_top[%434] : memref<?xf64>
                  %435 = arith.constant 7 : index
                  %436 = arith.constant 16 : index
                  %437 = arith.muli %393, %436 : index
                  %438 = arith.addi %437, %435 : index
                  %439 = memref.load %scratch3[%438] : memref<48xf64>
                  %440 = arith.addi %389, %393 : index
                  memref.store %439, %v9_top[%440] : memref<?xf64>
                }
              } else {
                %441 = arith.constant 1 : index
                %442 = arith.subi %11, %441 : index
                %443 = arith.constant 0 : index
                %444 = arith.minui %443, %442 : index
                %445 = memref.load %scratch1[%444] : memref<16xindex>
                %446 = arith.constant 0 : index
                %447 = arith.constant 3 : index
                %448 = arith.muli %445, %447 : index
                %449 = arith.constant 1 : index
                %450 = arith.minui %449, %442 : index
                %451 = memref.load %scratch1[%450] : memref<16xindex>
                %452 = arith.constant 0 : index
                %453 = arith.constant 3 : index
                %454 = arith.muli %451, %453 : index
                %455 = arith.constant 2 : index
                %456 = arith.minui %455, %442 : index
                %457 = memref.load %scratch1[%456] : memref<16xindex>
                %458 = arith.constant 0 : index
                %459 = arith.constant 3 : index
                %460 = arith.muli %457, %459 : index
                %461 = arith.constant 3 : index
                %462 = arith.minui %461, %442 : index
                %463 = memref.load %scratch1[%462] : memref<16xindex>
                %464 = arith.constant 0 : index
                %465 = arith.constant 3 : index
                %466 = arith.muli %463, %465 : index
                %467 = arith.constant 4 : index
                %468 = arith.minui %467, %442 : index
                %469 = memref.load %scratch1[%468] : memref<16xindex>
                %470 = arith.constant 0 : index
                %471 = arith.constant 3 : index
                %472 = arith.muli %469, %471 : index
                %473 = arith.constant 5 : index
                %474 = arith.minui %473, %442 : index
                %475 = memref.load %scratch1[%474] : memref<16xindex>
                %476 = arith.constant 0 : index
                %477 = arith.constant 3 : index
                %478 = arith.muli %475, %477 : index
                %479 = arith.constant 6 : index
                %480 = arith.minui %479, %442 : index
                %481 = memref.load %scratch1[%480] : memref<16xindex>
                %482 = arith.constant 0 : index
                %483 = arith.constant 3 : index
                %484 = arith.muli %481, %483 : index
                %485 = arith.constant 7 : index
                %486 = arith.minui %485, %442 : index
                %487 = memref.load %scratch1[%486] : memref<16xindex>
                %488 = arith.constant 0 : index
                %489 = arith.constant 3 : index
                %490 = arith.muli %487, %489 : index
                %491 = arith.constant 8 : index
                %492 = arith.minui %491, %442 : index
                %493 = memref.load %scratch1[%492] : memref<16xindex>
                %494 = arith.constant 0 : index
                %495 = arith.constant 3 : index
                %496 = arith.muli %493, %495 : index
                %497 = arith.constant 9 : index
                %498 = arith.minui %497, %442 : index
                %499 = memref.load %scratch1[%498] : memref<16xindex>
                %500 = arith.constant 0 : index
                %501 = arith.constant 3 : index
                %502 = arith.muli %499, %501 : index
                %503 = arith.constant 10 : index
                %504 = arith.minui %503, %442 : index
                %505 = memref.load %scratch1[%504] : memref<16xindex>
                %506 = arith.constant 0 : index
                %507 = arith.constant 3 : index
                %508 = arith.muli %505, %507 : index
                %509 = arith.constant 11 : index
                %510 = arith.minui %509, %442 : index
                %511 = memref.load %scratch1[%510] : memref<16xindex>
                %512 = arith.constant 0 : index
                %513 = arith.constant 3 : index
                %514 = arith.muli %511, %513 : index
                %515 = arith.constant 12 : index
                %516 = arith.minui %515, %442 : index
                %517 = memref.load %scratch1[%516] : memref<16xindex>
                %518 = arith.constant 0 : index
                %519 = arith.constant 3 : index
                %520 = arith.muli %517, %519 : index
                %521 = arith.constant 13 : index
                %522 = arith.minui %521, %442 : index
                %523 = memref.load %scratch1[%522] : memref<16xindex>
                %524 = arith.constant 0 : index
                %525 = arith.constant 3 : index
                %526 = arith.muli %523, %525 : index
                %527 = arith.constant 14 : index
                %528 = arith.minui %527, %442 : index
                %529 = memref.load %scratch1[%528] : memref<16xindex>
                %530 = arith.constant 0 : index
                %531 = arith.constant 3 : index
                %532 = arith.muli %529, %531 : index
                %533 = arith.constant 15 : index
                %534 = arith.minui %533, %442 : index
                %535 = memref.load %scratch1[%534] : memref<16xindex>
                %536 = arith.constant 0 : index
                %537 = arith.constant 3 : index
                %538 = arith.muli %535, %537 : index
                %539 = arith.constant 0 : index
                %540 = arith.constant 3 : index
                %541 = arith.constant 1 : index
                scf.for %542 = %539 to %540 step %541 {
                  %543 = arith.addi %448, %542 : index
                  %544 = memref.load %v8_top[%543] : memref<?xf64>
                  %545 = arith.constant 0 : index
                  %546 = arith.constant 16 : index
                  %547 = arith.muli %542, %546 : index
                  memref.store %544, %scratch2[%547] : memref<48xf64>
                  %548 = arith.addi %454, %542 : index
                  %549 = memref.load %v8_top[%548] : memref<?xf64>
                  %550 = arith.constant 1 : index
                  %551 = arith.constant 16 : index
                  %552 = arith.muli %542, %551 : index
                  %553 = arith.addi %552, %550 : index
                  memref.store %549, %scratch2[%553] : memref<48xf64>
                  %554 = arith.addi %460, %542 : index
                  %555 = memref.load %v8_top[%554] : memref<?xf64>
                  %556 = arith.constant 2 : index
                  %557 = arith.constant 16 : index
                  %558 = arith.muli %542, %557 : index
                  %559 = arith.addi %558, %556 : index
                  memref.store %555, %scratch2[%559] : memref<48xf64>
                  %560 = arith.addi %466, %542 : index
                  %561 = memref.load %v8_top[%560] : memref<?xf64>
                  %562 = arith.constant 3 : index
                  %563 = arith.constant 16 : index
                  %564 = arith.muli %542, %563 : index
                  %565 = arith.addi %564, %562 : index
                  memref.store %561, %scratch2[%565] : memref<48xf64>
                  %566 = arith.addi %472, %542 : index
                  %567 = memref.load %v8_top[%566] : memref<?xf64>
                  %568 = arith.constant 4 : index
                  %569 = arith.constant 16 : index
                  %570 = arith.muli %542, %569 : index
                  %571 = arith.addi %570, %568 : index
                  memref.store %567, %scratch2[%571] : memref<48xf64>
                  %572 = arith.addi %478, %542 : index
                  %573 = memref.load %v8_top[%572] : memref<?xf64>
                  %574 = arith.constant 5 : index
                  %575 = arith.constant 16 : index
                  %576 = arith.muli %542, %575 : index
                  %577 = arith.addi %576, %574 : index
                  memref.store %573, %scratch2[%577] : memref<48xf64>
                  %578 = arith.addi %484, %542 : index
                  %579 = memref.load %v8_top[%578] : memref<?xf64>
                  %580 = arith.constant 6 : index
                  %581 = arith.constant 16 : index
                  %582 = arith.muli %542, %581 : index
                  %583 = arith.addi %582, %580 : index
                  memref.store %579, %scratch2[%583] : memref<48xf64>
                  %584 = arith.addi %490, %542 : index
                  %585 = memref.load %v8_top[%584] : memref<?xf64>
                  %586 = arith.constant 7 : index
                  %587 = arith.constant 16 : index
                  %588 = arith.muli %542, %587 : index
                  %589 = arith.addi %588, %586 : index
                  memref.store %585, %scratch2[%589] : memref<48xf64>
                  %590 = arith.addi %496, %542 : index
                  %591 = memref.load %v8_top[%590] : memref<?xf64>
                  %592 = arith.constant 8 : index
                  %593 = arith.constant 16 : index
                  %594 = arith.muli %542, %593 : index
                  %595 = arith.addi %594, %592 : index
                  memref.store %591, %scratch2[%595] : memref<48xf64>
                  %596 = arith.addi %502, %542 : index
                  %597 = memref.load %v8_top[%596] : memref<?xf64>
                  %598 = arith.constant 9 : index
                  %599 = arith.constant 16 : index
                  %600 = arith.muli %542, %599 : index
                  %601 = arith.addi %600, %598 : index
                  memref.store %597, %scratch2[%601] : memref<48xf64>
                  %602 = arith.addi %508, %542 : index
                  %603 = memref.load %v8_top[%602] : memref<?xf64>
                  %604 = arith.constant 10 : index
                  %605 = arith.constant 16 : index
                  %606 = arith.muli %542, %605 : index
                  %607 = arith.addi %606, %604 : index
                  memref.store %603, %scratch2[%607] : memref<48xf64>
                  %608 = arith.addi %514, %542 : index
                  %609 = memref.load %v8_top[%608] : memref<?xf64>
                  %610 = arith.constant 11 : index
                  %611 = arith.constant 16 : index
                  %612 = arith.muli %542, %611 : index
                  %613 = arith.addi %612, %610 : index
                  memref.store %609, %scratch2[%613] : memref<48xf64>
                  %614 = arith.addi %520, %542 : index
                  %615 = memref.load %v8_top[%614] : memref<?xf64>
                  %616 = arith.constant 12 : index
                  %617 = arith.constant 16 : index
                  %618 = arith.muli %542, %617 : index
                  %619 = arith.addi %618, %616 : index
                  memref.store %615, %scratch2[%619] : memref<48xf64>
                  %620 = arith.addi %526, %542 : index
                  %621 = memref.load %v8_top[%620] : memref<?xf64>
                  %622 = arith.constant 13 : index
                  %623 = arith.constant 16 : index
                  %624 = arith.muli %542, %623 : index
                  %625 = arith.addi %624, %622 : index
                  memref.store %621, %scratch2[%625] : memref<48xf64>
                  %626 = arith.addi %532, %542 : index
                  %627 = memref.load %v8_top[%626] : memref<?xf64>
                  %628 = arith.constant 14 : index
                  %629 = arith.constant 16 : index
                  %630 = arith.muli %542, %629 : index
                  %631 = arith.addi %630, %628 : index
                  memref.store %627, %scratch2[%631] : memref<48xf64>
                  %632 = arith.addi %538, %542 : index
                  %633 = memref.load %v8_top[%632] : memref<?xf64>
                  %634 = arith.constant 15 : index
                  %635 = arith.constant 16 : index
                  %636 = arith.muli %542, %635 : index
                  %637 = arith.addi %636, %634 : index
                  memref.store %633, %scratch2[%637] : memref<48xf64>
                }
                %638 = arith.constant 0 : index
                %639 = arith.constant dense<0.0> : vector<8xf64>
                %640 = arith.constant 0 : index
                %641 = arith.constant 3 : index
                %642 = arith.constant 1 : index
                %649:6 = scf.for %650 = %640 to %641 step %642 iter_args(%643 = %639, %644 = %639, %645 = %639, %646 = %639, %647 = %639, %648 = %639) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>) {
                  %651 = arith.constant 0 : index
                  %652 = arith.constant 16 : index
                  %653 = arith.muli %650, %652 : index
                  %654 = vector.load %scratch2[%653] : memref<48xf64>, vector<8xf64>
                  %655 = arith.constant 8 : index
                  %656 = arith.constant 16 : index
                  %657 = arith.muli %650, %656 : index
                  %658 = arith.addi %657, %655 : index
                  %659 = vector.load %scratch2[%658] : memref<48xf64>, vector<8xf64>
                  %660 = arith.constant 0 : index
                  %661 = arith.constant 3 : index
                  %662 = arith.muli %638, %661 : index
                  %663 = arith.addi %662, %650 : index
                  %664 = memref.load %v2_shared[%663] : memref<?xf64>
                  %665 = vector.broadcast %664 : f64 to vector<8xf64>
                  %666 = arith.mulf %665, %654 : vector<8xf64>
                  %667 = arith.addf %643, %666 : vector<8xf64>
                  %668 = arith.mulf %665, %659 : vector<8xf64>
                  %669 = arith.addf %644, %668 : vector<8xf64>
                  %670 = arith.constant 1 : index
                  %671 = arith.constant 3 : index
                  %672 = arith.addi %671, %650 : index
                  %673 = memref.load %v2_shared[%672] : memref<?xf64>
                  %674 = vector.broadcast %673 : f64 to vector<8xf64>
                  %675 = arith.mulf %674, %654 : vector<8xf64>
                  %676 = arith.addf %645, %675 : vector<8xf64>
                  %677 = arith.mulf %674, %659 : vector<8xf64>
                  %678 = arith.addf %646, %677 : vector<8xf64>
                  %679 = arith.constant 2 : index
                  %680 = arith.constant 3 : index
                  %681 = arith.muli %679, %680 : index
                  %682 = arith.addi %681, %650 : index
                  %683 = memref.load %v2_shared[%682] : memref<?xf64>
                  %684 = vector.broadcast %683 : f64 to vector<8xf64>
                  %685 = arith.mulf %684, %654 : vector<8xf64>
                  %686 = arith.addf %647, %685 : vector<8xf64>
                  %687 = arith.mulf %684, %659 : vector<8xf64>
                  %688 = arith.addf %648, %687 : vector<8xf64>
                  scf.yield %667, %669, %676, %678, %686, %688 : vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>
                }
                %689 = arith.constant 0 : index
                %690 = arith.constant 0 : index
                %691 = arith.constant 16 : index
                %692 = arith.muli %638, %691 : index
                vector.store %649#0, %scratch3[%692] : memref<48xf64>, vector<8xf64>
                %693 = arith.constant 8 : index
                %694 = arith.constant 16 : index
                %695 = arith.muli %638, %694 : index
                %696 = arith.addi %695, %693 : index
                vector.store %649#1, %scratch3[%696] : memref<48xf64>, vector<8xf64>
                %697 = arith.constant 1 : index
                %698 = arith.constant 0 : index
                %699 = arith.constant 16 : index
                vector.store %649#2, %scratch3[%699] : memref<48xf64>, vector<8xf64>
                %700 = arith.constant 8 : index
                %701 = arith.constant 16 : index
                %702 = arith.addi %701, %700 : index
                vector.store %649#3, %scratch3[%702] : memref<48xf64>, vector<8xf64>
                %703 = arith.constant 2 : index
                %704 = arith.constant 0 : index
                %705 = arith.constant 16 : index
                %706 = arith.muli %703, %705 : index
                vector.store %649#4, %scratch3[%706] : memref<48xf64>, vector<8xf64>
                %707 = arith.constant 8 : index
                %708 = arith.constant 16 : index
                %709 = arith.muli %703, %708 : index
                %710 = arith.addi %709, %707 : index
                vector.store %649#5, %scratch3[%710] : memref<48xf64>, vector<8xf64>
                %711 = arith.constant 1 : index
                %712 = arith.subi %11, %711 : index
                %713 = arith.constant 0 : index
                %714 = arith.minui %713, %712 : index
                %715 = memref.load %scratch1[%714] : memref<16xindex>
                %716 = arith.constant 0 : index
                %717 = arith.constant 3 : index
                %718 = arith.muli %715, %717 : index
                %719 = arith.constant 1 : index
                %720 = arith.minui %719, %712 : index
                %721 = memref.load %scratch1[%720] : memref<16xindex>
                %722 = arith.constant 0 : index
                %723 = arith.constant 3 : index
                %724 = arith.muli %721, %723 : index
                %725 = arith.constant 2 : index
                %726 = arith.minui %725, %712 : index
                %727 = memref.load %scratch1[%726] : memref<16xindex>
                %728 = arith.constant 0 : index
                %729 = arith.constant 3 : index
                %730 = arith.muli %727, %729 : index
                %731 = arith.constant 3 : index
                %732 = arith.minui %731, %712 : index
                %733 = memref.load %scratch1[%732] : memref<16xindex>
                %734 = arith.constant 0 : index
                %735 = arith.constant 3 : index
                %736 = arith.muli %733, %735 : index
                %737 = arith.constant 4 : index
                %738 = arith.minui %737, %712 : index
                %739 = memref.load %scratch1[%738] : memref<16xindex>
                %740 = arith.constant 0 : index
                %741 = arith.constant 3 : index
                %742 = arith.muli %739, %741 : index
                %743 = arith.constant 5 : index
                %744 = arith.minui %743, %712 : index
                %745 = memref.load %scratch1[%744] : memref<16xindex>
                %746 = arith.constant 0 : index
                %747 = arith.constant 3 : index
                %748 = arith.muli %745, %747 : index
                %749 = arith.constant 6 : index
                %750 = arith.minui %749, %712 : index
                %751 = memref.load %scratch1[%750] : memref<16xindex>
                %752 = arith.constant 0 : index
                %753 = arith.constant 3 : index
                %754 = arith.muli %751, %753 : index
                %755 = arith.constant 7 : index
                %756 = arith.minui %755, %712 : index
                %757 = memref.load %scratch1[%756] : memref<16xindex>
                %758 = arith.constant 0 : index
                %759 = arith.constant 3 : index
                %760 = arith.muli %757, %759 : index
                %761 = arith.constant 8 : index
                %762 = arith.minui %761, %712 : index
                %763 = memref.load %scratch1[%762] : memref<16xindex>
                %764 = arith.constant 0 : index
                %765 = arith.constant 3 : index
                %766 = arith.muli %763, %765 : index
                %767 = arith.constant 9 : index
                %768 = arith.minui %767, %712 : index
                %769 = memref.load %scratch1[%768] : memref<16xindex>
                %770 = arith.constant 0 : index
                %771 = arith.constant 3 : index
                %772 = arith.muli %769, %771 : index
                %773 = arith.constant 10 : index
                %774 = arith.minui %773, %712 : index
                %775 = memref.load %scratch1[%774] : memref<16xindex>
                %776 = arith.constant 0 : index
                %777 = arith.constant 3 : index
                %778 = arith.muli %775, %777 : index
                %779 = arith.constant 11 : index
                %780 = arith.minui %779, %712 : index
                %781 = memref.load %scratch1[%780] : memref<16xindex>
                %782 = arith.constant 0 : index
                %783 = arith.constant 3 : index
                %784 = arith.muli %781, %783 : index
                %785 = arith.constant 12 : index
                %786 = arith.minui %785, %712 : index
                %787 = memref.load %scratch1[%786] : memref<16xindex>
                %788 = arith.constant 0 : index
                %789 = arith.constant 3 : index
                %790 = arith.muli %787, %789 : index
                %791 = arith.constant 13 : index
                %792 = arith.minui %791, %712 : index
                %793 = memref.load %scratch1[%792] : memref<16xindex>
                %794 = arith.constant 0 : index
                %795 = arith.constant 3 : index
                %796 = arith.muli %793, %795 : index
                %797 = arith.constant 14 : index
                %798 = arith.minui %797, %712 : index
                %799 = memref.load %scratch1[%798] : memref<16xindex>
                %800 = arith.constant 0 : index
                %801 = arith.constant 3 : index
                %802 = arith.muli %799, %801 : index
                %803 = arith.constant 15 : index
                %804 = arith.minui %803, %712 : index
                %805 = memref.load %scratch1[%804] : memref<16xindex>
                %806 = arith.constant 0 : index
                %807 = arith.constant 3 : index
                %808 = arith.muli %805, %807 : index
                %809 = arith.constant 0 : index
                %810 = arith.constant 3 : index
                %811 = arith.constant 1 : index
                scf.for %812 = %809 to %810 step %811 {
                  %813 = arith.constant 0 : index
                  %814 = arith.constant 16 : index
                  %815 = arith.muli %812, %814 : index
                  %816 = memref.load %scratch3[%815] : memref<48xf64>
                  %817 = arith.addi %718, %812 : index
                  memref.store %816, %v9_top[%817] : memref<?xf64>
                  %818 = arith.constant 1 : index
                  %819 = arith.constant 16 : index
                  %820 = arith.muli %812, %819 : index
                  %821 = arith.addi %820, %818 : index
                  %822 = memref.load %scratch3[%821] : memref<48xf64>
                  %823 = arith.addi %724, %812 : index
                  memref.store %822, %v9_top[%823] : memref<?xf64>
                  %824 = arith.constant 2 : index
                  %825 = arith.constant 16 : index
                  %826 = arith.muli %812, %825 : index
                  %827 = arith.addi %826, %824 : index
                  %828 = memref.load %scratch3[%827] : memref<48xf64>
                  %829 = arith.addi %730, %812 : index
                  memref.store %828, %v9_top[%829] : memref<?xf64>
                  %830 = arith.constant 3 : index
                  %831 = arith.constant 16 : index
                  %832 = arith.muli %812, %831 : index
                  %833 = arith.addi %832, %830 : index
                  %834 = memref.load %scratch3[%833] : memref<48xf64>
                  %835 = arith.addi %736, %812 : index
                  memref.store %834, %v9_top[%835] : memref<?xf64>
                  %836 = arith.constant 4 : index
                  %837 = arith.constant 16 : index
                  %838 = arith.muli %812, %837 : index
                  %839 = arith.addi %838, %836 : index
                  %840 = memref.load %scratch3[%839] : memref<48xf64>
                  %841 = arith.addi %742, %812 : index
                  memref.store %840, %v9_top[%841] : memref<?xf64>
                  %842 = arith.constant 5 : index
                  %843 = arith.constant 16 : index
                  %844 = arith.muli %812, %843 : index
                  %845 = arith.addi %844, %842 : index
                  %846 = memref.load %scratch3[%845] : memref<48xf64>
                  %847 = arith.addi %748, %812 : index
                  memref.store %846, %v9_top[%847] : memref<?xf64>
                  %848 = arith.constant 6 : index
                  %849 = arith.constant 16 : index
                  %850 = arith.muli %812, %849 : index
                  %851 = arith.addi %850, %848 : index
                  %852 = memref.load %scratch3[%851] : memref<48xf64>
                  %853 = arith.addi %754, %812 : index
                  memref.store %852, %v9_top[%853] : memref<?xf64>
                  %854 = arith.constant 7 : index
                  %855 = arith.constant 16 : index
                  %856 = arith.muli %812, %855 : index
                  %857 = arith.addi %856, %854 : index
                  %858 = memref.load %scratch3[%857] : memref<48xf64>
                  %859 = arith.addi %760, %812 : index
                  memref.store %858, %v9_top[%859] : memref<?xf64>
                  %860 = arith.constant 8 : index
                  %861 = arith.constant 16 : index
                  %862 = arith.muli %812, %861 : index
                  %863 = arith.addi %862, %860 : index
                  %864 = memref.load %scratch3[%863] : memref<48xf64>
                  %865 = arith.addi %766, %812 : index
                  memref.store %864, %v9_top[%865] : memref<?xf64>
                  %866 = arith.constant 9 : index
                  %867 = arith.constant 16 : index
                  %868 = arith.muli %812, %867 : index
                  %869 = arith.addi %868, %866 : index
                  %870 = memref.load %scratch3[%869] : memref<48xf64>
                  %871 = arith.addi %772, %812 : index
                  memref.store %870, %v9_top[%871] : memref<?xf64>
                  %872 = arith.constant 10 : index
                  %873 = arith.constant 16 : index
                  %874 = arith.muli %812, %873 : index
                  %875 = arith.addi %874, %872 : index
                  %876 = memref.load %scratch3[%875] : memref<48xf64>
                  %877 = arith.addi %778, %812 : index
                  memref.store %876, %v9_top[%877] : memref<?xf64>
                  %878 = arith.constant 11 : index
                  %879 = arith.constant 16 : index
                  %880 = arith.muli %812, %879 : index
                  %881 = arith.addi %880, %878 : index
                  %882 = memref.load %scratch3[%881] : memref<48xf64>
                  %883 = arith.addi %784, %812 : index
                  memref.store %882, %v9_top[%883] : memref<?xf64>
                  %884 = arith.constant 12 : index
                  %885 = arith.constant 16 : index
                  %886 = arith.muli %812, %885 : index
                  %887 = arith.addi %886, %884 : index
                  %888 = memref.load %scratch3[%887] : memref<48xf64>
                  %889 = arith.addi %790, %812 : index
                  memref.store %888, %v9_top[%889] : memref<?xf64>
                  %890 = arith.constant 13 : index
                  %891 = arith.constant 16 : index
                  %892 = arith.muli %812, %891 : index
                  %893 = arith.addi %892, %890 : index
                  %894 = memref.load %scratch3[%893] : memref<48xf64>
                  %895 = arith.addi %796, %812 : index
                  memref.store %894, %v9_top[%895] : memref<?xf64>
                  %896 = arith.constant 14 : index
                  %897 = arith.constant 16 : index
                  %898 = arith.muli %812, %897 : index
                  %899 = arith.addi %898, %896 : index
                  %900 = memref.load %scratch3[%899] : memref<48xf64>
                  %901 = arith.addi %802, %812 : index
                  memref.store %900, %v9_top[%901] : memref<?xf64>
                  %902 = arith.constant 15 : index
                  %903 = arith.constant 16 : index
                  %904 = arith.muli %812, %903 : index
                  %905 = arith.addi %904, %902 : index
                  %906 = memref.load %scratch3[%905] : memref<48xf64>
                  %907 = arith.addi %808, %812 : index
                  memref.store %906, %v9_top[%907] : memref<?xf64>
                }
              }
            }
            %908 = arith.constant 0 : index
            %909 = arith.constant 1 : index
            scf.for %910 = %908 to %11 step %909 {
              %911 = memref.load %scratch1[%910] : memref<16xindex>
              %912 = arith.constant 7 : i32
              memref.store %912, %pc[%911] : memref<?xi32>
            }
          }
          %913 = arith.select %23, %1, %11 : index
          scf.yield %913, %14 : index, i64
        }
        %914 = arith.constant 1 : index
        %915 = scf.for %916 = %lo to %hi step %914 iter_args(%917 = %halt) -> (i32) {
          %918 = memref.load %pc[%916] : memref<?xi32>
          %919 = arith.minsi %917, %918 : i32
          scf.yield %919 : i32
        }
        %920 = arith.subi %hi, %lo : index
        %921 = arith.index_cast %920 : index to i64
        %922 = arith.constant 1 : i64
        %923 = arith.constant 18 : index
        %924 = memref.atomic_rmw addi %922, %stats[%923] : (i64, memref<?xi64>) -> i64
        %925 = arith.constant 19 : index
        %926 = memref.atomic_rmw addi %921, %stats[%925] : (i64, memref<?xi64>) -> i64
        %927 = arith.constant 20 : index
        %928 = memref.atomic_rmw addi %4#1, %stats[%927] : (i64, memref<?xi64>) -> i64
        scf.yield %915 : i32
      }
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
    %r8 = memref.load %run8[%c0] : memref<1xi64>
    %blk8 = arith.constant 8 : index
    %at0_8 = arith.muli %blk8, %c3 : index
    %at1_8 = arith.addi %at0_8, %c1 : index
    %at2_8 = arith.addi %at1_8, %c1 : index
    %s0_8 = memref.atomic_rmw addi %r8, %stats[%at0_8] : (i64, memref<?xi64>) -> i64
    %s1_8 = memref.atomic_rmw addi %r8, %stats[%at1_8] : (i64, memref<?xi64>) -> i64
    %s2_8 = memref.atomic_rmw addi %r8, %stats[%at2_8] : (i64, memref<?xi64>) -> i64
    %r9 = memref.load %run9[%c0] : memref<1xi64>
    %blk9 = arith.constant 9 : index
    %at0_9 = arith.muli %blk9, %c3 : index
    %at1_9 = arith.addi %at0_9, %c1 : index
    %at2_9 = arith.addi %at1_9, %c1 : index
    %s0_9 = memref.atomic_rmw addi %r9, %stats[%at0_9] : (i64, memref<?xi64>) -> i64
    %s1_9 = memref.atomic_rmw addi %r9, %stats[%at1_9] : (i64, memref<?xi64>) -> i64
    %s2_9 = memref.atomic_rmw addi %r9, %stats[%at2_9] : (i64, memref<?xi64>) -> i64
    %r10 = memref.load %run10[%c0] : memref<1xi64>
    %blk10 = arith.constant 10 : index
    %at0_10 = arith.muli %blk10, %c3 : index
    %at1_10 = arith.addi %at0_10, %c1 : index
    %at2_10 = arith.addi %at1_10, %c1 : index
    %s0_10 = memref.atomic_rmw addi %r10, %stats[%at0_10] : (i64, memref<?xi64>) -> i64
    %s1_10 = memref.atomic_rmw addi %r10, %stats[%at1_10] : (i64, memref<?xi64>) -> i64
    %s2_10 = memref.atomic_rmw addi %r10, %stats[%at2_10] : (i64, memref<?xi64>) -> i64
    return %loop#0 : i64
  }
  llvm.mlir.global internal constant @main_abi_text("{\22buffers\22:[{\22name\22:\22pc\22,\22role\22:{\22kind\22:\22pc\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22pc.stack\22,\22role\22:{\22kind\22:\22pc_stack\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22pc.sp\22,\22role\22:{\22kind\22:\22pc_pointer\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22status\22,\22role\22:{\22kind\22:\22status\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22block.stats\22,\22role\22:{\22kind\22:\22block_stats\22},\22dtype\22:\22i64\22,\22elements\22:33,\22extent\22:\22shared\22},{\22name\22:\22main.count#0.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22main.s#1.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:1},\22dtype\22:\22f64\22,\22elements\22:3,\22extent\22:\22per_member\22},{\22name\22:\22main.data#2.shared\22,\22role\22:{\22kind\22:\22shared\22,\22var\22:2},\22dtype\22:\22f64\22,\22elements\22:9,\22extent\22:\22shared\22},{\22name\22:\22main.%ret0#3.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:3},\22dtype\22:\22f64\22,\22elements\22:3,\22extent\22:\22per_member\22},{\22name\22:\22recur.d#7.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:7},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22recur.s#8.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:8},\22dtype\22:\22f64\22,\22elements\22:3,\22extent\22:\22per_member\22},{\22name\22:\22recur.%ret0#9.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:9},\22dtype\22:\22f64\22,\22elements\22:3,\22extent\22:\22per_member\22},{\22name\22:\22recur.%1#11.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:11},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22recur.%1#11.stack\22,\22role\22:{\22kind\22:\22stack\22,\22var\22:11},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22recur.%1#11.sp\22,\22role\22:{\22kind\22:\22pointer\22,\22var\22:11},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22}],\22max_stack_depth\22:128,\22entry\22:0,\22halt\22:11,\22inputs\22:[5,6,7],\22outputs\22:[8],\22status\22:3,\22scratch_bytes\22:2553,\22member_layout\22:\22contiguous\22,\22blocks\22:[\22main.b0\22,\22main.b1\22,\22main.b1.1\22,\22main.b2\22,\22recur.b0\22,\22recur.b1\22,\22recur.b2\22,\22recur.b3\22,\22recur.b4\22,\22recur.b4.1\22,\22recur.b4.2\22],\22prologue\22:false}\00") {addr_space = 0 : i32} : !llvm.array<1828 x i8>
  llvm.func @main_abi() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @main_abi_text : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
