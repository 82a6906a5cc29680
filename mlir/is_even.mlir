module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @is_even_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
    %lay1 = arith.constant 0 : index
    %lay2 = arith.constant 1 : index
    %lay3 = memref.load %layout[%lay1] : memref<?xindex>
    %lay4 = memref.load %layout[%lay2] : memref<?xindex>
    %pc = memref.view %state[%lay3][%lay4] : memref<?xi8> to memref<?xi32>
    %lay5 = arith.constant 2 : index
    %lay6 = arith.constant 3 : index
    %lay7 = memref.load %layout[%lay5] : memref<?xindex>
    %lay8 = memref.load %layout[%lay6] : memref<?xindex>
    %pc_stack = memref.view %state[%lay7][%lay8] : memref<?xi8> to memref<?xi32>
    %lay9 = arith.constant 4 : index
    %lay10 = arith.constant 5 : index
    %lay11 = memref.load %layout[%lay9] : memref<?xindex>
    %lay12 = memref.load %layout[%lay10] : memref<?xindex>
    %pc_sp = memref.view %state[%lay11][%lay12] : memref<?xi8> to memref<?xi32>
    %lay13 = arith.constant 6 : index
    %lay14 = arith.constant 7 : index
    %lay15 = memref.load %layout[%lay13] : memref<?xindex>
    %lay16 = memref.load %layout[%lay14] : memref<?xindex>
    %status = memref.view %state[%lay15][%lay16] : memref<?xi8> to memref<?xi32>
    %lay17 = arith.constant 8 : index
    %lay18 = arith.constant 9 : index
    %lay19 = memref.load %layout[%lay17] : memref<?xindex>
    %lay20 = memref.load %layout[%lay18] : memref<?xindex>
    %stats = memref.view %state[%lay19][%lay20] : memref<?xi8> to memref<?xi64>
    %lay21 = arith.constant 10 : index
    %lay22 = arith.constant 11 : index
    %lay23 = memref.load %layout[%lay21] : memref<?xindex>
    %lay24 = memref.load %layout[%lay22] : memref<?xindex>
    %v0_top = memref.view %state[%lay23][%lay24] : memref<?xi8> to memref<?xi64>
    %lay25 = arith.constant 12 : index
    %lay26 = arith.constant 13 : index
    %lay27 = memref.load %layout[%lay25] : memref<?xindex>
    %lay28 = memref.load %layout[%lay26] : memref<?xindex>
    %v1_top = memref.view %state[%lay27][%lay28] : memref<?xi8> to memref<?xi8>
    %lay29 = arith.constant 14 : index
    %lay30 = arith.constant 15 : index
    %lay31 = memref.load %layout[%lay29] : memref<?xindex>
    %lay32 = memref.load %layout[%lay30] : memref<?xindex>
    %v4_top = memref.view %state[%lay31][%lay32] : memref<?xi8> to memref<?xi64>
    %lay33 = arith.constant 16 : index
    %lay34 = arith.constant 17 : index
    %lay35 = memref.load %layout[%lay33] : memref<?xindex>
    %lay36 = memref.load %layout[%lay34] : memref<?xindex>
    %v5_top = memref.view %state[%lay35][%lay36] : memref<?xi8> to memref<?xi8>
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
            %qi = arith.index_cast %p : i32 to index
            scf.index_switch %qi
          case 0 {
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
            scf.yield
          }
          case 1 {
            %a14 = arith.constant true
            scf.if %a14 {
              %a15 = arith.constant true
              %a16 = arith.constant 0 : index
              %a17 = arith.constant 0 : index
              %a18 = arith.extui %a15 : i1 to i8
              memref.store %a18, %loc_v1_top[%a16] : memref<1xi8>
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
                %a32 = arith.constant 8 : i32
                %a33 = arith.constant 0 : index
                memref.store %a32, %loc_pc[%a33] : memref<1xi32>
              }
            }
            %a34 = memref.load %run1[%c0] : memref<1xi64>
            %a35 = arith.constant 1 : i64
            %a36 = arith.addi %a34, %a35 : i64
            memref.store %a36, %run1[%c0] : memref<1xi64>
            scf.yield
          }
          case 2 {
            %a37 = arith.constant true
            scf.if %a37 {
              %a38 = arith.constant 0 : index
              %a39 = arith.constant 0 : index
              %a40 = memref.load %loc_v0_top[%a38] : memref<1xi64>
              %a41 = arith.constant 1 : i64
              %a42 = arith.subi %a40, %a41 : i64
              %a43 = arith.constant 0 : index
              %a44 = arith.constant 0 : index
              memref.store %a42, %loc_v4_top[%a43] : memref<1xi64>
              %a45 = arith.constant 0 : index
              %a46 = memref.load %loc_pc_sp[%a45] : memref<1xi32>
              %a47 = arith.constant 128 : i32
              %a48 = arith.cmpi sge, %a46, %a47 : i32
              scf.if %a48 {
                %a49 = arith.constant 1 : i32
                memref.store %a49, %status[%mb] : memref<?xi32>
                %a50 = arith.constant 8 : i32
                %a51 = arith.constant 0 : index
                memref.store %a50, %loc_pc[%a51] : memref<1xi32>
              } else {
                %a52 = arith.constant 0 : index
                %a53 = arith.index_cast %a46 : i32 to index
                %a54 = arith.muli %a53, %z : index
                %a55 = arith.addi %a54, %mb : index
                %a56 = arith.constant 3 : i32
                memref.store %a56, %pc_stack[%a55] : memref<?xi32>
                %a57 = arith.constant 1 : i32
                %a58 = arith.addi %a46, %a57 : i32
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
            scf.yield
          }
          case 3 {
            %a65 = arith.constant true
            scf.if %a65 {
              %a66 = arith.constant 0 : index
              %a67 = arith.constant 0 : index
              %a68 = memref.load %loc_v5_top[%a66] : memref<1xi8>
              %a69 = arith.constant 0 : i8
              %a70 = arith.cmpi ne, %a68, %a69 : i8
              %a71 = arith.constant 0 : index
              %a72 = arith.constant 0 : index
              %a73 = arith.extui %a70 : i1 to i8
              memref.store %a73, %loc_v1_top[%a71] : memref<1xi8>
              %a74 = arith.constant 0 : index
              %a75 = memref.load %loc_pc_sp[%a74] : memref<1xi32>
              %a76 = arith.constant 0 : i32
              %a77 = arith.cmpi sgt, %a75, %a76 : i32
              scf.if %a77 {
                %a78 = arith.constant 1 : i32
                %a79 = arith.subi %a75, %a78 : i32
                %a80 = arith.constant 0 : index
                %a81 = arith.index_cast %a79 : i32 to index
                %a82 = arith.muli %a81, %z : index
                %a83 = arith.addi %a82, %mb : index
                %a84 = memref.load %pc_stack[%a83] : memref<?xi32>
                %a85 = arith.constant 0 : index
                memref.store %a79, %loc_pc_sp[%a85] : memref<1xi32>
                %a86 = arith.constant 0 : index
                memref.store %a84, %loc_pc[%a86] : memref<1xi32>
              } else {
                %a87 = arith.constant 8 : i32
                %a88 = arith.constant 0 : index
                memref.store %a87, %loc_pc[%a88] : memref<1xi32>
              }
            }
            %a89 = memref.load %run3[%c0] : memref<1xi64>
            %a90 = arith.constant 1 : i64
            %a91 = arith.addi %a89, %a90 : i64
            memref.store %a91, %run3[%c0] : memref<1xi64>
            scf.yield
          }
          case 4 {
            %a92 = arith.constant true
            scf.if %a92 {
              %a93 = arith.constant 0 : index
              %a94 = arith.constant 0 : index
              %a95 = memref.load %loc_v4_top[%a93] : memref<1xi64>
              %a96 = arith.constant 1 : i64
              %a97 = arith.cmpi slt, %a95, %a96 : i64
              %a98 = arith.constant 5 : i32
              %a99 = arith.constant 6 : i32
              %a100 = arith.select %a97, %a98, %a99 : i32
              %a101 = arith.constant 0 : index
              memref.store %a100, %loc_pc[%a101] : memref<1xi32>
            }
            %a102 = memref.load %run4[%c0] : memref<1xi64>
            %a103 = arith.constant 1 : i64
            %a104 = arith.addi %a102, %a103 : i64
            memref.store %a104, %run4[%c0] : memref<1xi64>
            scf.yield
          }
          case 5 {
            %a105 = arith.constant true
            scf.if %a105 {
              %a106 = arith.constant false
              %a107 = arith.constant 0 : index
              %a108 = arith.constant 0 : index
              %a109 = arith.extui %a106 : i1 to i8
              memref.store %a109, %loc_v5_top[%a107] : memref<1xi8>
              %a110 = arith.constant 0 : index
              %a111 = memref.load %loc_pc_sp[%a110] : memref<1xi32>
              %a112 = arith.constant 0 : i32
              %a113 = arith.cmpi sgt, %a111, %a112 : i32
              scf.if %a113 {
                %a114 = arith.constant 1 : i32
                %a115 = arith.subi %a111, %a114 : i32
                %a116 = arith.constant 0 : index
                %a117 = arith.index_cast %a115 : i32 to index
                %a118 = arith.muli %a117, %z : index
                %a119 = arith.addi %a118, %mb : index
                %a120 = memref.load %pc_stack[%a119] : memref<?xi32>
                %a121 = arith.constant 0 : index
                memref.store %a115, %loc_pc_sp[%a121] : memref<1xi32>
                %a122 = arith.constant 0 : index
                memref.store %a120, %loc_pc[%a122] : memref<1xi32>
              } else {
                %a123 = arith.constant 8 : i32
                %a124 = arith.constant 0 : index
                memref.store %a123, %loc_pc[%a124] : memref<1xi32>
              }
            }
            %a125 = memref.load %run5[%c0] : memref<1xi64>
            %a126 = arith.constant 1 : i64
            %a127 = arith.addi %a125, %a126 : i64
            memref.store %a127, %run5[%c0] : memref<1xi64>
            scf.yield
          }
          case 6 {
            %a128 = arith.constant true
            scf.if %a128 {
              %a129 = arith.constant 0 : index
              %a130 = arith.constant 0 : index
              %a131 = memref.load %loc_v4_top[%a129] : memref<1xi64>
              %a132 = arith.constant 1 : i64
              %a133 = arith.subi %a131, %a132 : i64
              %a134 = arith.constant 0 : index
              %a135 = arith.constant 0 : index
              memref.store %a133, %loc_v0_top[%a134] : memref<1xi64>
              %a136 = arith.constant 0 : index
              %a137 = memref.load %loc_pc_sp[%a136] : memref<1xi32>
              %a138 = arith.constant 128 : i32
              %a139 = arith.cmpi sge, %a137, %a138 : i32
              scf.if %a139 {
                %a140 = arith.constant 1 : i32
                memref.store %a140, %status[%mb] : memref<?xi32>
                %a141 = arith.constant 8 : i32
                %a142 = arith.constant 0 : index
                memref.store %a141, %loc_pc[%a142] : memref<1xi32>
              } else {
                %a143 = arith.constant 0 : index
                %a144 = arith.index_cast %a137 : i32 to index
                %a145 = arith.muli %a144, %z : index
                %a146 = arith.addi %a145, %mb : index
                %a147 = arith.constant 7 : i32
                memref.store %a147, %pc_stack[%a146] : memref<?xi32>
                %a148 = arith.constant 1 : i32
                %a149 = arith.addi %a137, %a148 : i32
                %a150 = arith.constant 0 : index
                memref.store %a149, %loc_pc_sp[%a150] : memref<1xi32>
                %a151 = arith.constant 0 : i32
                %a152 = arith.constant 0 : index
                memref.store %a151, %loc_pc[%a152] : memref<1xi32>
              }
            }
            %a153 = memref.load %run6[%c0] : memref<1xi64>
            %a154 = arith.constant 1 : i64
            %a155 = arith.addi %a153, %a154 : i64
            memref.store %a155, %run6[%c0] : memref<1xi64>
            scf.yield
          }
          case 7 {
            %a156 = arith.constant true
            scf.if %a156 {
              %a157 = arith.constant 0 : index
              %a158 = arith.constant 0 : index
              %a159 = memref.load %loc_v1_top[%a157] : memref<1xi8>
              %a160 = arith.constant 0 : i8
              %a161 = arith.cmpi ne, %a159, %a160 : i8
              %a162 = arith.constant 0 : index
              %a163 = arith.constant 0 : index
              %a164 = arith.extui %a161 : i1 to i8
              memref.store %a164, %loc_v5_top[%a162] : memref<1xi8>
              %a165 = arith.constant 0 : index
              %a166 = memref.load %loc_pc_sp[%a165] : memref<1xi32>
              %a167 = arith.constant 0 : i32
              %a168 = arith.cmpi sgt, %a166, %a167 : i32
              scf.if %a168 {
                %a169 = arith.constant 1 : i32
                %a170 = arith.subi %a166, %a169 : i32
                %a171 = arith.constant 0 : index
                %a172 = arith.index_cast %a170 : i32 to index
                %a173 = arith.muli %a172, %z : index
                %a174 = arith.addi %a173, %mb : index
                %a175 = memref.load %pc_stack[%a174] : memref<?xi32>
                %a176 = arith.constant 0 : index
                memref.store %a170, %loc_pc_sp[%a176] : memref<1xi32>
                %a177 = arith.constant 0 : index
                memref.store %a175, %loc_pc[%a177] : memref<1xi32>
              } else {
                %a178 = arith.constant 8 : i32
                %a179 = arith.constant 0 : index
                memref.store %a178, %loc_pc[%a179] : memref<1xi32>
              }
            }
            %a180 = memref.load %run7[%c0] : memref<1xi64>
            %a181 = arith.constant 1 : i64
            %a182 = arith.addi %a180, %a181 : i64
            memref.store %a182, %run7[%c0] : memref<1xi64>
            scf.yield
          }
            default {
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
  llvm.mlir.global internal constant @is_even_abi_text("{\22buffers\22:[{\22name\22:\22pc\22,\22role\22:{\22kind\22:\22pc\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22pc.stack\22,\22role\22:{\22kind\22:\22pc_stack\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22pc.sp\22,\22role\22:{\22kind\22:\22pc_pointer\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22status\22,\22role\22:{\22kind\22:\22status\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22block.stats\22,\22role\22:{\22kind\22:\22block_stats\22},\22dtype\22:\22i64\22,\22elements\22:24,\22extent\22:\22shared\22},{\22name\22:\22is_even.n#0.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22is_even.%ret0#1.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:1},\22dtype\22:\22bool\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22is_odd.n#4.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22is_odd.%ret0#5.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:5},\22dtype\22:\22bool\22,\22elements\22:1,\22extent\22:\22per_member\22}],\22max_stack_depth\22:128,\22entry\22:0,\22halt\22:8,\22inputs\22:[5],\22outputs\22:[6],\22status\22:3,\22scratch_bytes\22:0,\22member_layout\22:\22contiguous\22,\22blocks\22:[\22is_even.b0\22,\22is_even.b1\22,\22is_even.b2\22,\22is_even.b2.1\22,\22is_odd.b0\22,\22is_odd.b1\22,\22is_odd.b2\22,\22is_odd.b2.1\22]}\00") {addr_space = 0 : i32} : !llvm.array<1150 x i8>
  llvm.func @is_even_abi() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @is_even_abi_text : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
