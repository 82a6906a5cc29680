module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @fib_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
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
    %v0_stack = memref.view %state[%lay27][%lay28] : memref<?xi8> to memref<?xi64>
    %lay29 = arith.constant 14 : index
    %lay30 = arith.constant 15 : index
    %lay31 = memref.load %layout[%lay29] : memref<?xindex>
    %lay32 = memref.load %layout[%lay30] : memref<?xindex>
    %v0_sp = memref.view %state[%lay31][%lay32] : memref<?xi8> to memref<?xi32>
    %lay33 = arith.constant 16 : index
    %lay34 = arith.constant 17 : index
    %lay35 = memref.load %layout[%lay33] : memref<?xindex>
    %lay36 = memref.load %layout[%lay34] : memref<?xindex>
    %v1_top = memref.view %state[%lay35][%lay36] : memref<?xi8> to memref<?xi64>
    %lay37 = arith.constant 18 : index
    %lay38 = arith.constant 19 : index
    %lay39 = memref.load %layout[%lay37] : memref<?xindex>
    %lay40 = memref.load %layout[%lay38] : memref<?xindex>
    %v4_top = memref.view %state[%lay39][%lay40] : memref<?xi8> to memref<?xi64>
    %lay41 = arith.constant 20 : index
    %lay42 = arith.constant 21 : index
    %lay43 = memref.load %layout[%lay41] : memref<?xindex>
    %lay44 = memref.load %layout[%lay42] : memref<?xindex>
    %v4_stack = memref.view %state[%lay43][%lay44] : memref<?xi8> to memref<?xi64>
    %lay45 = arith.constant 22 : index
    %lay46 = arith.constant 23 : index
    %lay47 = memref.load %layout[%lay45] : memref<?xindex>
    %lay48 = memref.load %layout[%lay46] : memref<?xindex>
    %v4_sp = memref.view %state[%lay47][%lay48] : memref<?xi8> to memref<?xi32>
    %lay49 = arith.constant 24 : index
    %lay50 = arith.constant 25 : index
    %lay51 = memref.load %layout[%lay49] : memref<?xindex>
    %lay52 = memref.load %layout[%lay50] : memref<?xindex>
    %v6_top = memref.view %state[%lay51][%lay52] : memref<?xi8> to memref<?xi64>
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
            %qi = arith.index_cast %p : i32 to index
            scf.index_switch %qi
          case 0 {
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
            scf.yield
          }
          case 1 {
            %a14 = arith.constant true
            scf.if %a14 {
              %a15 = arith.constant 1 : i64
              %a16 = arith.constant 0 : index
              %a17 = arith.constant 0 : index
              memref.store %a15, %loc_v1_top[%a16] : memref<1xi64>
              %a18 = arith.constant 0 : index
              %a19 = memref.load %loc_pc_sp[%a18] : memref<1xi32>
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
                %a29 = arith.constant 0 : index
                memref.store %a23, %loc_pc_sp[%a29] : memref<1xi32>
                %a30 = arith.constant 0 : index
                memref.store %a28, %loc_pc[%a30] : memref<1xi32>
              } else {
                %a31 = arith.constant 5 : i32
                %a32 = arith.constant 0 : index
                memref.store %a31, %loc_pc[%a32] : memref<1xi32>
              }
            }
            %a33 = memref.load %run1[%c0] : memref<1xi64>
            %a34 = arith.constant 1 : i64
            %a35 = arith.addi %a33, %a34 : i64
            memref.store %a35, %run1[%c0] : memref<1xi64>
            scf.yield
          }
          case 2 {
            %a36 = arith.constant true
            scf.if %a36 {
              %a37 = arith.constant 0 : index
              %a38 = arith.constant 0 : index
              %a39 = memref.load %loc_v0_top[%a37] : memref<1xi64>
              %a40 = arith.constant 2 : i64
              %a41 = arith.subi %a39, %a40 : i64
              %a42 = arith.constant 0 : index
              %a43 = memref.load %loc_v0_sp[%a42] : memref<1xi32>
              %a44 = arith.constant 64 : i32
              %a45 = arith.cmpi sge, %a43, %a44 : i32
              scf.if %a45 {
                %a46 = arith.constant 1 : i32
                memref.store %a46, %status[%mb] : memref<?xi32>
                %a47 = arith.constant 5 : i32
                %a48 = arith.constant 0 : index
                memref.store %a47, %loc_pc[%a48] : memref<1xi32>
              } else {
                %a49 = arith.index_cast %a43 : i32 to index
                %a50 = arith.constant 0 : index
                %a51 = memref.load %loc_v0_top[%a50] : memref<1xi64>
                %a52 = arith.muli %a49, %z : index
                %a53 = arith.addi %a52, %mb : index
                memref.store %a51, %v0_stack[%a53] : memref<?xi64>
                %a54 = arith.constant 1 : i32
                %a55 = arith.addi %a43, %a54 : i32
                %a56 = arith.constant 0 : index
                memref.store %a55, %loc_v0_sp[%a56] : memref<1xi32>
                %a57 = arith.constant 0 : index
                %a58 = arith.constant 0 : index
                memref.store %a41, %loc_v0_top[%a57] : memref<1xi64>
                %a59 = arith.constant 0 : index
                %a60 = memref.load %loc_pc_sp[%a59] : memref<1xi32>
                %a61 = arith.constant 64 : i32
                %a62 = arith.cmpi sge, %a60, %a61 : i32
                scf.if %a62 {
                  %a63 = arith.constant 1 : i32
                  memref.store %a63, %status[%mb] : memref<?xi32>
                  %a64 = arith.constant 5 : i32
                  %a65 = arith.constant 0 : index
                  memref.store %a64, %loc_pc[%a65] : memref<1xi32>
                } else {
                  %a66 = arith.constant 0 : index
                  %a67 = arith.index_cast %a60 : i32 to index
                  %a68 = arith.muli %a67, %z : index
                  %a69 = arith.addi %a68, %mb : index
                  %a70 = arith.constant 3 : i32
                  memref.store %a70, %pc_stack[%a69] : memref<?xi32>
                  %a71 = arith.constant 1 : i32
                  %a72 = arith.addi %a60, %a71 : i32
                  %a73 = arith.constant 0 : index
                  memref.store %a72, %loc_pc_sp[%a73] : memref<1xi32>
                  %a74 = arith.constant 0 : i32
                  %a75 = arith.constant 0 : index
                  memref.store %a74, %loc_pc[%a75] : memref<1xi32>
                }
              }
            }
            %a76 = memref.load %run2[%c0] : memref<1xi64>
            %a77 = arith.constant 1 : i64
            %a78 = arith.addi %a76, %a77 : i64
            memref.store %a78, %run2[%c0] : memref<1xi64>
            scf.yield
          }
          case 3 {
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
              scf.if %a88 {
                %a89 = arith.constant 1 : i32
                %a90 = arith.subi %a86, %a89 : i32
                %a91 = arith.index_cast %a90 : i32 to index
                %a92 = arith.constant 0 : index
                %a93 = arith.muli %a91, %z : index
                %a94 = arith.addi %a93, %mb : index
                %a95 = memref.load %v0_stack[%a94] : memref<?xi64>
                memref.store %a95, %loc_v0_top[%a92] : memref<1xi64>
                %a96 = arith.constant 0 : index
                memref.store %a90, %loc_v0_sp[%a96] : memref<1xi32>
              }
              %a97 = arith.constant 0 : index
              %a98 = arith.constant 0 : index
              %a99 = memref.load %loc_v0_top[%a97] : memref<1xi64>
              %a100 = arith.constant 1 : i64
              %a101 = arith.subi %a99, %a100 : i64
              %a102 = arith.constant 0 : index
              %a103 = memref.load %loc_v4_sp[%a102] : memref<1xi32>
              %a104 = arith.constant 64 : i32
              %a105 = arith.cmpi sge, %a103, %a104 : i32
              scf.if %a105 {
                %a106 = arith.constant 1 : i32
                memref.store %a106, %status[%mb] : memref<?xi32>
                %a107 = arith.constant 5 : i32
                %a108 = arith.constant 0 : index
                memref.store %a107, %loc_pc[%a108] : memref<1xi32>
              } else {
                %a109 = arith.index_cast %a103 : i32 to index
                %a110 = arith.constant 0 : index
                %a111 = memref.load %loc_v4_top[%a110] : memref<1xi64>
                %a112 = arith.muli %a109, %z : index
                %a113 = arith.addi %a112, %mb : index
                memref.store %a111, %v4_stack[%a113] : memref<?xi64>
                %a114 = arith.constant 1 : i32
                %a115 = arith.addi %a103, %a114 : i32
                %a116 = arith.constant 0 : index
                memref.store %a115, %loc_v4_sp[%a116] : memref<1xi32>
                %a117 = arith.constant 0 : index
                %a118 = arith.constant 0 : index
                memref.store %a82, %loc_v4_top[%a117] : memref<1xi64>
                %a119 = arith.constant 0 : index
                %a120 = arith.constant 0 : index
                memref.store %a101, %loc_v0_top[%a119] : memref<1xi64>
                %a121 = arith.constant 0 : index
                %a122 = memref.load %loc_pc_sp[%a121] : memref<1xi32>
                %a123 = arith.constant 64 : i32
                %a124 = arith.cmpi sge, %a122, %a123 : i32
                scf.if %a124 {
                  %a125 = arith.constant 1 : i32
                  memref.store %a125, %status[%mb] : memref<?xi32>
                  %a126 = arith.constant 5 : i32
                  %a127 = arith.constant 0 : index
                  memref.store %a126, %loc_pc[%a127] : memref<1xi32>
                } else {
                  %a128 = arith.constant 0 : index
                  %a129 = arith.index_cast %a122 : i32 to index
                  %a130 = arith.muli %a129, %z : index
                  %a131 = arith.addi %a130, %mb : index
                  %a132 = arith.constant 4 : i32
                  memref.store %a132, %pc_stack[%a131] : memref<?xi32>
                  %a133 = arith.constant 1 : i32
                  %a134 = arith.addi %a122, %a133 : i32
                  %a135 = arith.constant 0 : index
                  memref.store %a134, %loc_pc_sp[%a135] : memref<1xi32>
                  %a136 = arith.constant 0 : i32
                  %a137 = arith.constant 0 : index
                  memref.store %a136, %loc_pc[%a137] : memref<1xi32>
                }
              }
            }
            %a138 = memref.load %run3[%c0] : memref<1xi64>
            %a139 = arith.constant 1 : i64
            %a140 = arith.addi %a138, %a139 : i64
            memref.store %a140, %run3[%c0] : memref<1xi64>
            scf.yield
          }
          case 4 {
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
              scf.if %a150 {
                %a151 = arith.constant 1 : i32
                %a152 = arith.subi %a148, %a151 : i32
                %a153 = arith.index_cast %a152 : i32 to index
                %a154 = arith.constant 0 : index
                %a155 = arith.muli %a153, %z : index
                %a156 = arith.addi %a155, %mb : index
                %a157 = memref.load %v4_stack[%a156] : memref<?xi64>
                memref.store %a157, %loc_v4_top[%a154] : memref<1xi64>
                %a158 = arith.constant 0 : index
                memref.store %a152, %loc_v4_sp[%a158] : memref<1xi32>
              }
              %a159 = arith.constant 0 : index
              %a160 = arith.constant 0 : index
              %a161 = memref.load %loc_v4_top[%a159] : memref<1xi64>
              %a162 = arith.addi %a161, %a144 : i64
              %a163 = arith.constant 0 : index
              %a164 = arith.constant 0 : index
              memref.store %a162, %loc_v1_top[%a163] : memref<1xi64>
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
                %a178 = arith.constant 5 : i32
                %a179 = arith.constant 0 : index
                memref.store %a178, %loc_pc[%a179] : memref<1xi32>
              }
            }
            %a180 = memref.load %run4[%c0] : memref<1xi64>
            %a181 = arith.constant 1 : i64
            %a182 = arith.addi %a180, %a181 : i64
            memref.store %a182, %run4[%c0] : memref<1xi64>
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
  llvm.mlir.global internal constant @fib_abi_text("{\22buffers\22:[{\22name\22:\22pc\22,\22role\22:{\22kind\22:\22pc\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22pc.stack\22,\22role\22:{\22kind\22:\22pc_stack\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22pc.sp\22,\22role\22:{\22kind\22:\22pc_pointer\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22status\22,\22role\22:{\22kind\22:\22status\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22block.stats\22,\22role\22:{\22kind\22:\22block_stats\22},\22dtype\22:\22i64\22,\22elements\22:15,\22extent\22:\22shared\22},{\22name\22:\22fib.n#0.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.n#0.stack\22,\22role\22:{\22kind\22:\22stack\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22fib.n#0.sp\22,\22role\22:{\22kind\22:\22pointer\22,\22var\22:0},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%ret0#1.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:1},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%2#4.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%2#4.stack\22,\22role\22:{\22kind\22:\22stack\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22fib.%2#4.sp\22,\22role\22:{\22kind\22:\22pointer\22,\22var\22:4},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%4#6.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:6},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22}],\22max_stack_depth\22:64,\22entry\22:0,\22halt\22:5,\22inputs\22:[5],\22outputs\22:[8],\22status\22:3,\22scratch_bytes\22:0,\22member_layout\22:\22contiguous\22,\22blocks\22:[\22fib.b0\22,\22fib.b1\22,\22fib.b2\22,\22fib.b2.1\22,\22fib.b2.2\22]}\00") {addr_space = 0 : i32} : !llvm.array<1494 x i8>
  llvm.func @fib_abi() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @fib_abi_text : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
