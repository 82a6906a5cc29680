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
    %v0_top = memref.view %state[%lay5o][%lay5n] : memref<?xi8> to memref<?xf64>
    %lay6a = arith.constant 12 : index
    %lay6b = arith.constant 13 : index
    %lay6o = memref.load %layout[%lay6a] : memref<?xindex>
    %lay6n = memref.load %layout[%lay6b] : memref<?xindex>
    %v1_top = memref.view %state[%lay6o][%lay6n] : memref<?xi8> to memref<?xi64>
    %lay7a = arith.constant 14 : index
    %lay7b = arith.constant 15 : index
    %lay7o = memref.load %layout[%lay7a] : memref<?xindex>
    %lay7n = memref.load %layout[%lay7b] : memref<?xindex>
    %v2_top = memref.view %state[%lay7o][%lay7n] : memref<?xi8> to memref<?xf64>
    %lay8a = arith.constant 16 : index
    %lay8b = arith.constant 17 : index
    %lay8o = memref.load %layout[%lay8a] : memref<?xindex>
    %lay8n = memref.load %layout[%lay8b] : memref<?xindex>
    %v3_top = memref.view %state[%lay8o][%lay8n] : memref<?xi8> to memref<?xi64>
    %lay9a = arith.constant 18 : index
    %lay9b = arith.constant 19 : index
    %lay9o = memref.load %layout[%lay9a] : memref<?xindex>
    %lay9n = memref.load %layout[%lay9b] : memref<?xindex>
    %v4_shared = memref.view %state[%lay9o][%lay9n] : memref<?xi8> to memref<?xf64>
    %lay12a = arith.constant 24 : index
    %lay12b = arith.constant 25 : index
    %lay12o = memref.load %layout[%lay12a] : memref<?xindex>
    %lay12n = memref.load %layout[%lay12b] : memref<?xindex>
    %v7_shared = memref.view %state[%lay12o][%lay12n] : memref<?xi8> to memref<?xi64>
    %lay13a = arith.constant 26 : index
    %lay13b = arith.constant 27 : index
    %lay13o = memref.load %layout[%lay13a] : memref<?xindex>
    %lay13n = memref.load %layout[%lay13b] : memref<?xindex>
    %v8_top = memref.view %state[%lay13o][%lay13n] : memref<?xi8> to memref<?xf64>
    %lay14a = arith.constant 28 : index
    %lay14b = arith.constant 29 : index
    %lay14o = memref.load %layout[%lay14a] : memref<?xindex>
    %lay14n = memref.load %layout[%lay14b] : memref<?xindex>
    %v9_top = memref.view %state[%lay14o][%lay14n] : memref<?xi8> to memref<?xf64>
    %lay15a = arith.constant 30 : index
    %lay15b = arith.constant 31 : index
    %lay15o = memref.load %layout[%lay15a] : memref<?xindex>
    %lay15n = memref.load %layout[%lay15b] : memref<?xindex>
    %v10_top = memref.view %state[%lay15o][%lay15n] : memref<?xi8> to memref<?xf64>
    %lay16a = arith.constant 32 : index
    %lay16b = arith.constant 33 : index
    %lay16o = memref.load %layout[%lay16a] : memref<?xindex>
    %lay16n = memref.load %layout[%lay16b] : memref<?xindex>
    %v11_top = memref.view %state[%lay16o][%lay16n] : memref<?xi8> to memref<?xf64>
    %lay17a = arith.constant 34 : index
    %lay17b = arith.constant 35 : index
    %lay17o = memref.load %layout[%lay17a] : memref<?xindex>
    %lay17n = memref.load %layout[%lay17b] : memref<?xindex>
    %v12_top = memref.view %state[%lay17o][%lay17n] : memref<?xi8> to memref<?xi64>
    %lay18a = arith.constant 36 : index
    %lay18b = arith.constant 37 : index
    %lay18o = memref.load %layout[%lay18a] : memref<?xindex>
    %lay18n = memref.load %layout[%lay18b] : memref<?xindex>
    %v13_top = memref.view %state[%lay18o][%lay18n] : memref<?xi8> to memref<?xf64>
    %lay19a = arith.constant 38 : index
    %lay19b = arith.constant 39 : index
    %lay19o = memref.load %layout[%lay19a] : memref<?xindex>
    %lay19n = memref.load %layout[%lay19b] : memref<?xindex>
    %v14_top = memref.view %state[%lay19o][%lay19n] : memref<?xi8> to memref<?xf64>
    %lay21a = arith.constant 42 : index
    %lay21b = arith.constant 43 : index
    %lay21o = memref.load %layout[%lay21a] : memref<?xindex>
    %lay21n = memref.load %layout[%lay21b] : memref<?xindex>
    %v16_derived = memref.view %state[%lay21o][%lay21n] : memref<?xi8> to memref<?xf64>
    %lay22a = arith.constant 44 : index
    %lay22b = arith.constant 45 : index
    %lay22o = memref.load %layout[%lay22a] : memref<?xindex>
    %lay22n = memref.load %layout[%lay22b] : memref<?xindex>
    %v17_top = memref.view %state[%lay22o][%lay22n] : memref<?xi8> to memref<?xf64>
    %lay23a = arith.constant 46 : index
    %lay23b = arith.constant 47 : index
    %lay23o = memref.load %layout[%lay23a] : memref<?xindex>
    %lay23n = memref.load %layout[%lay23b] : memref<?xindex>
    %v18_top = memref.view %state[%lay23o][%lay23n] : memref<?xi8> to memref<?xi64>
    %lay24a = arith.constant 48 : index
    %lay24b = arith.constant 49 : index
    %lay24o = memref.load %layout[%lay24a] : memref<?xindex>
    %lay24n = memref.load %layout[%lay24b] : memref<?xindex>
    %v19_top = memref.view %state[%lay24o][%lay24n] : memref<?xi8> to memref<?xi64>
    %lay25a = arith.constant 50 : index
    %lay25b = arith.constant 51 : index
    %lay25o = memref.load %layout[%lay25a] : memref<?xindex>
    %lay25n = memref.load %layout[%lay25b] : memref<?xindex>
    %v25_top = memref.view %state[%lay25o][%lay25n] : memref<?xi8> to memref<?xf64>
    %lay26a = arith.constant 52 : index
    %lay26b = arith.constant 53 : index
    %lay26o = memref.load %layout[%lay26a] : memref<?xindex>
    %lay26n = memref.load %layout[%lay26b] : memref<?xindex>
    %v26_top = memref.view %state[%lay26o][%lay26n] : memref<?xi8> to memref<?xf64>
    %lay27a = arith.constant 54 : index
    %lay27b = arith.constant 55 : index
    %lay27o = memref.load %layout[%lay27a] : memref<?xindex>
    %lay27n = memref.load %layout[%lay27b] : memref<?xindex>
    %v36_derived = memref.view %state[%lay27o][%lay27n] : memref<?xi8> to memref<?xf64>
    %lay28a = arith.constant 56 : index
    %lay28b = arith.constant 57 : index
    %lay28o = memref.load %layout[%lay28a] : memref<?xindex>
    %lay28n = memref.load %layout[%lay28b] : memref<?xindex>
    %v38_top = memref.view %state[%lay28o][%lay28n] : memref<?xi8> to memref<?xf64>
    %lay29a = arith.constant 58 : index
    %lay29b = arith.constant 59 : index
    %lay29o = memref.load %layout[%lay29a] : memref<?xindex>
    %lay29n = memref.load %layout[%lay29b] : memref<?xindex>
    %v39_top = memref.view %state[%lay29o][%lay29n] : memref<?xi8> to memref<?xf64>
    %lay30a = arith.constant 60 : index
    %lay30b = arith.constant 61 : index
    %lay30o = memref.load %layout[%lay30a] : memref<?xindex>
    %lay30n = memref.load %layout[%lay30b] : memref<?xindex>
    %v40_derived = memref.view %state[%lay30o][%lay30n] : memref<?xi8> to memref<?xf64>
    %lay31a = arith.constant 62 : index
    %lay31b = arith.constant 63 : index
    %lay31o = memref.load %layout[%lay31a] : memref<?xindex>
    %lay31n = memref.load %layout[%lay31b] : memref<?xindex>
    %v46_derived = memref.view %state[%lay31o][%lay31n] : memref<?xi8> to memref<?xf64>
    %lay33a = arith.constant 66 : index
    %lay33b = arith.constant 67 : index
    %lay33o = memref.load %layout[%lay33a] : memref<?xindex>
    %lay33n = memref.load %layout[%lay33b] : memref<?xindex>
    %v49_derived = memref.view %state[%lay33o][%lay33n] : memref<?xi8> to memref<?xf64>
    %lay43a = arith.constant 86 : index
    %lay43b = arith.constant 87 : index
    %lay43o = memref.load %layout[%lay43a] : memref<?xindex>
    %lay43n = memref.load %layout[%lay43b] : memref<?xindex>
    %v61_top = memref.view %state[%lay43o][%lay43n] : memref<?xi8> to memref<?xf64>
    %lay44a = arith.constant 88 : index
    %lay44b = arith.constant 89 : index
    %lay44o = memref.load %layout[%lay44a] : memref<?xindex>
    %lay44n = memref.load %layout[%lay44b] : memref<?xindex>
    %v64_derived = memref.view %state[%lay44o][%lay44n] : memref<?xi8> to memref<?xf64>
    %lay47a = arith.constant 94 : index
    %lay47b = arith.constant 95 : index
    %lay47o = memref.load %layout[%lay47a] : memref<?xindex>
    %lay47n = memref.load %layout[%lay47b] : memref<?xindex>
    %v67_top = memref.view %state[%lay47o][%lay47n] : memref<?xi8> to memref<?xi8>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = memref.dim %pc, %c0 : memref<?xi32>
    %halt = arith.constant 7 : i32
    %steps0 = arith.constant 0 : i64
    %scratch0 = memref.alloca() : memref<3xf64>
    %scratch1 = memref.alloca() : memref<12000xf64>
    %scratch2 = memref.alloca() : memref<12000xf64>
    %scratch3 = memref.alloca() : memref<12000xf64>
    %scratch4 = memref.alloca() : memref<12000xf64>
    %scratch5 = memref.alloca() : memref<12000xf64>
    %scratch6 = memref.alloca() : memref<12000xf64>
    %scratch7 = memref.alloca() : memref<12000xf64>
    %loc_pc = memref.alloca() : memref<1xi32>
    %loc_pc_sp = memref.alloca() : memref<1xi32>
    %loc_v19_top = memref.alloca() : memref<1xi64>
    %loc_v61_top = memref.alloca() : memref<1xf64>
    %loc_v38_top = memref.alloca() : memref<1xf64>
    %loc_v13_top = memref.alloca() : memref<1xf64>
    %loc_v14_top = memref.alloca() : memref<1xf64>
    %loc_v18_top = memref.alloca() : memref<1xi64>
    %loc_v39_top = memref.alloca() : memref<1xf64>
    %loc_v1_top = memref.alloca() : memref<1xi64>
    %loc_v3_top = memref.alloca() : memref<1xi64>
    %loc_v25_top = memref.alloca() : memref<1xf64>
    %loc_v26_top = memref.alloca() : memref<1xf64>
    %loc_v67_top = memref.alloca() : memref<1xi8>
    %loc_v0_top = memref.alloca() : memref<1xf64>
    %loc_v8_top = memref.alloca() : memref<1xf64>
    %loc_v9_top = memref.alloca() : memref<1xf64>
    %loc_v11_top = memref.alloca() : memref<1xf64>
    %loc_v12_top = memref.alloca() : memref<1xi64>
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
            %cpi2 = memref.load %v19_top[%mb] : memref<?xi64>
            memref.store %cpi2, %loc_v19_top[%c0] : memref<1xi64>
            %cpi3 = memref.load %v61_top[%mb] : memref<?xf64>
            memref.store %cpi3, %loc_v61_top[%c0] : memref<1xf64>
            %cpi4 = memref.load %v38_top[%mb] : memref<?xf64>
            memref.store %cpi4, %loc_v38_top[%c0] : memref<1xf64>
            %cpi5 = memref.load %v13_top[%mb] : memref<?xf64>
            memref.store %cpi5, %loc_v13_top[%c0] : memref<1xf64>
            %cpi6 = memref.load %v14_top[%mb] : memref<?xf64>
            memref.store %cpi6, %loc_v14_top[%c0] : memref<1xf64>
            %cpi7 = memref.load %v18_top[%mb] : memref<?xi64>
            memref.store %cpi7, %loc_v18_top[%c0] : memref<1xi64>
            %cpi8 = memref.load %v39_top[%mb] : memref<?xf64>
            memref.store %cpi8, %loc_v39_top[%c0] : memref<1xf64>
            %cpi9 = memref.load %v1_top[%mb] : memref<?xi64>
            memref.store %cpi9, %loc_v1_top[%c0] : memref<1xi64>
            %cpi10 = memref.load %v3_top[%mb] : memref<?xi64>
            memref.store %cpi10, %loc_v3_top[%c0] : memref<1xi64>
            %cpi11 = memref.load %v25_top[%mb] : memref<?xf64>
            memref.store %cpi11, %loc_v25_top[%c0] : memref<1xf64>
            %cpi12 = memref.load %v26_top[%mb] : memref<?xf64>
            memref.store %cpi12, %loc_v26_top[%c0] : memref<1xf64>
            %cpi13 = memref.load %v67_top[%mb] : memref<?xi8>
            memref.store %cpi13, %loc_v67_top[%c0] : memref<1xi8>
            %cpi14 = memref.load %v0_top[%mb] : memref<?xf64>
            memref.store %cpi14, %loc_v0_top[%c0] : memref<1xf64>
            %cpi15 = memref.load %v8_top[%mb] : memref<?xf64>
            memref.store %cpi15, %loc_v8_top[%c0] : memref<1xf64>
            %cpi16 = memref.load %v9_top[%mb] : memref<?xf64>
            memref.store %cpi16, %loc_v9_top[%c0] : memref<1xf64>
            %cpi17 = memref.load %v11_top[%mb] : memref<?xf64>
            memref.store %cpi17, %loc_v11_top[%c0] : memref<1xf64>
            %cpi18 = memref.load %v12_top[%mb] : memref<?xi64>
            memref.store %cpi18, %loc_v12_top[%c0] : memref<1xi64>
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
                6: ^b6
              ]
              ^b0:
                %a1 = arith.constant true
                scf.if %a1 {
                  %a2 = arith.constant 0x0000000000000000 : f64
                  %a3 = arith.constant 0 : index
                  %a4 = arith.constant 0 : index
                  memref.store %a2, %loc_v13_top[%a3] : memref<1xf64>
                  %a5 = arith.constant 0x0000000000000000 : f64
                  %a6 = arith.constant 0 : index
                  %a7 = arith.constant 0 : index
                  memref.store %a5, %loc_v14_top[%a6] : memref<1xf64>
                  %a8 = arith.constant 0 : index
                  %a9 = arith.constant 3 : index
                  %a10 = arith.muli %mb, %a9 : index
                  %a11 = arith.constant 0 : index
                  %a12 = arith.constant 3 : index
                  %a13 = arith.muli %mb, %a12 : index
                  %a14 = arith.constant 0 : index
                  %a15 = arith.constant 3 : index
                  %a16 = arith.constant 1 : index
                  scf.for %a17 = %a14 to %a15 step %a16 {
                    %a18 = arith.addi %a10, %a17 : index
                    %a19 = memref.load %v2_top[%a18] : memref<?xf64>
                    %a20 = arith.addi %a13, %a17 : index
                    memref.store %a19, %v17_top[%a20] : memref<?xf64>
                  }
                  %a21 = arith.constant 0 : index
                  %a22 = arith.constant 0 : index
                  %a23 = memref.load %loc_v1_top[%a21] : memref<1xi64>
                  %a24 = arith.constant 0 : index
                  %a25 = arith.constant 0 : index
                  memref.store %a23, %loc_v18_top[%a24] : memref<1xi64>
                  %a26 = arith.constant 0 : i64
                  %a27 = arith.constant 0 : index
                  %a28 = arith.constant 0 : index
                  memref.store %a26, %loc_v19_top[%a27] : memref<1xi64>
                  %a29 = arith.cmpi slt, %a26, %a23 : i64
                  %a30 = arith.constant 1 : i32
                  %a31 = arith.constant 3 : i32
                  %a32 = arith.select %a29, %a30, %a31 : i32
                  %a33 = arith.constant 0 : index
                  memref.store %a32, %loc_pc[%a33] : memref<1xi32>
                }
                %a34 = memref.load %run0[%c0] : memref<1xi64>
                %a35 = arith.constant 1 : i64
                %a36 = arith.addi %a34, %a35 : i64
                memref.store %a36, %run0[%c0] : memref<1xi64>
                %a37 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a37 : i32, [
                  default: ^exit,
                  1: ^b1,
                  3: ^b3
                ]
              ^b1:
                %a38 = arith.constant true
                scf.if %a38 {
                  %a39 = arith.constant 0 : index
                  %a40 = arith.constant 0 : index
                  %a41 = memref.load %loc_v19_top[%a39] : memref<1xi64>
                  %a42 = arith.constant 1 : i64
                  %a43 = arith.addi %a41, %a42 : i64
                  %a44 = arith.constant 0 : index
                  %a45 = arith.constant 0 : index
                  memref.store %a43, %loc_v19_top[%a44] : memref<1xi64>
                  %a46 = arith.sitofp %a41 : i64 to f64
                  %a47 = arith.constant 0x3F847AE147AE147B : f64
                  %a48 = arith.mulf %a47, %a46 : f64
                  %a49 = arith.constant 0 : index
                  %a50 = arith.constant 0 : index
                  %a51 = memref.load %loc_v0_top[%a49] : memref<1xf64>
                  %a52 = arith.addf %a51, %a48 : f64
                  %a53 = arith.constant 0 : index
                  %a54 = arith.constant 0 : index
                  memref.store %a52, %loc_v38_top[%a53] : memref<1xf64>
                  %a55 = arith.constant true
                  %a56 = arith.constant 0 : index
                  %a57 = arith.constant 0 : index
                  %a58 = arith.extui %a55 : i1 to i8
                  memref.store %a58, %loc_v67_top[%a56] : memref<1xi8>
                  %a59 = arith.constant 0 : index
                  %a60 = memref.load %loc_pc_sp[%a59] : memref<1xi32>
                  %a61 = arith.constant 128 : i32
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
                    %a69 = arith.constant 2 : i32
                    memref.store %a69, %pc_stack[%a68] : memref<?xi32>
                    %a70 = arith.constant 1 : i32
                    %a71 = arith.addi %a60, %a70 : i32
                    %a72 = arith.constant 0 : index
                    memref.store %a71, %loc_pc_sp[%a72] : memref<1xi32>
                    %a73 = arith.constant 4 : i32
                    %a74 = arith.constant 0 : index
                    memref.store %a73, %loc_pc[%a74] : memref<1xi32>
                  }
                }
                %a75 = memref.load %run1[%c0] : memref<1xi64>
                %a76 = arith.constant 1 : i64
                %a77 = arith.addi %a75, %a76 : i64
                memref.store %a77, %run1[%c0] : memref<1xi64>
                %a78 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a78 : i32, [
                  default: ^exit,
                  4: ^b4
                ]
              ^b2:
                %a79 = arith.constant true
                scf.if %a79 {
                  %a80 = arith.constant 0 : index
                  %a81 = arith.constant 0 : index
                  %a82 = memref.load %loc_v39_top[%a80] : memref<1xf64>
                  %a83 = arith.constant 0 : index
                  %a84 = arith.constant 0 : index
                  memref.store %a82, %loc_v25_top[%a83] : memref<1xf64>
                  %a85 = arith.constant 0 : index
                  %a86 = arith.constant 0 : index
                  %a87 = memref.load %loc_v61_top[%a85] : memref<1xf64>
                  %a88 = arith.constant 0 : index
                  %a89 = arith.constant 0 : index
                  memref.store %a87, %loc_v26_top[%a88] : memref<1xf64>
                  %a90 = arith.constant 0 : index
                  %a91 = arith.constant 0 : index
                  %a92 = memref.load %loc_v13_top[%a90] : memref<1xf64>
                  %a93 = arith.addf %a92, %a82 : f64
                  %a94 = arith.constant 0 : index
                  %a95 = arith.constant 0 : index
                  memref.store %a93, %loc_v13_top[%a94] : memref<1xf64>
                  %a96 = arith.constant 0 : index
                  %a97 = arith.constant 0 : index
                  %a98 = memref.load %loc_v14_top[%a96] : memref<1xf64>
                  %a99 = arith.addf %a98, %a87 : f64
                  %a100 = arith.constant 0 : index
                  %a101 = arith.constant 0 : index
                  memref.store %a99, %loc_v14_top[%a100] : memref<1xf64>
                  %a102 = arith.constant 0 : index
                  %a103 = arith.constant 0 : index
                  %a104 = arith.constant 3 : index
                  %a105 = arith.muli %mb, %a104 : index
                  %a106 = arith.constant 0 : index
                  %a107 = arith.constant 0 : index
                  %a108 = arith.constant 3 : index
                  %a109 = arith.constant 1 : index
                  %a110 = arith.constant 1 : index
                  scf.for %a111 = %a107 to %a108 step %a110 {
                    %a112 = arith.constant 1 : index
                    scf.for %a113 = %a107 to %a109 step %a112 {
                      %a114 = arith.constant 0x0000000000000000 : f64
                      %a115 = arith.constant 0 : index
                      %a116 = arith.constant 3 : index
                      %a117 = arith.constant 1 : index
                      %a118 = scf.for %a119 = %a115 to %a116 step %a117 iter_args(%a120 = %a114) -> (f64) {
                        %a121 = arith.constant 3 : index
                        %a122 = arith.muli %a111, %a121 : index
                        %a123 = arith.addi %a122, %a119 : index
                        %a124 = arith.addi %a119, %a113 : index
                        %a125 = memref.load %v16_derived[%a123] : memref<?xf64>
                        %a126 = arith.addi %a105, %a124 : index
                        %a127 = memref.load %v17_top[%a126] : memref<?xf64>
                        %a128 = arith.mulf %a125, %a127 : f64
                        %a129 = arith.addf %a120, %a128 : f64
                        scf.yield %a129 : f64
                      }
                      %a130 = arith.addi %a111, %a113 : index
                      memref.store %a118, %scratch0[%a130] : memref<3xf64>
                    }
                  }
                  %a131 = arith.constant 0 : index
                  %a132 = arith.constant 0 : index
                  %a133 = arith.constant 3 : index
                  %a134 = arith.muli %mb, %a133 : index
                  %a135 = arith.constant 0 : index
                  %a136 = arith.constant 3 : index
                  %a137 = arith.muli %mb, %a136 : index
                  %a138 = arith.constant 0 : index
                  %a139 = arith.constant 3 : index
                  %a140 = arith.constant 1 : index
                  scf.for %a141 = %a138 to %a139 step %a140 {
                    %a142 = memref.load %scratch0[%a141] : memref<3xf64>
                    %a143 = arith.addi %a134, %a141 : index
                    %a144 = memref.load %v2_top[%a143] : memref<?xf64>
                    %a145 = arith.addf %a142, %a144 : f64
                    %a146 = arith.addi %a137, %a141 : index
                    memref.store %a145, %v17_top[%a146] : memref<?xf64>
                  }
                  %a147 = arith.constant 0 : index
                  %a148 = arith.constant 0 : index
                  %a149 = memref.load %loc_v19_top[%a147] : memref<1xi64>
                  %a150 = arith.constant 0 : index
                  %a151 = arith.constant 0 : index
                  %a152 = memref.load %loc_v18_top[%a150] : memref<1xi64>
                  %a153 = arith.cmpi slt, %a149, %a152 : i64
                  %a154 = arith.constant 1 : i32
                  %a155 = arith.constant 3 : i32
                  %a156 = arith.select %a153, %a154, %a155 : i32
                  %a157 = arith.constant 0 : index
                  memref.store %a156, %loc_pc[%a157] : memref<1xi32>
                }
                %a158 = memref.load %run2[%c0] : memref<1xi64>
                %a159 = arith.constant 1 : i64
                %a160 = arith.addi %a158, %a159 : i64
                memref.store %a160, %run2[%c0] : memref<1xi64>
                %a161 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a161 : i32, [
                  default: ^exit,
                  1: ^b1,
                  3: ^b3
                ]
              ^b3:
                %a162 = arith.constant true
                scf.if %a162 {
                  %a163 = arith.constant 0x0000000000000000 : f64
                  %a164 = arith.constant 0 : index
                  %a165 = arith.constant 0 : index
                  %a166 = memref.load %loc_v3_top[%a164] : memref<1xi64>
                  %a167 = arith.constant 0 : i64
                  %a168 = arith.cmpi sge, %a166, %a167 : i64
                  %a169 = arith.constant 0 : i64
                  %a170 = arith.select %a168, %a166, %a169 : i64
                  %a171 = arith.constant 0 : index
                  %a172 = arith.constant 0 : i64
                  %a173 = arith.constant 12000 : i64
                  %a174 = arith.constant -12000 : i64
                  %a175 = arith.cmpi slt, %a170, %a174 : i64
                  %a176 = arith.cmpi sge, %a170, %a173 : i64
                  %a177 = arith.ori %a175, %a176 : i1
                  %a178 = arith.cmpi slt, %a170, %a172 : i64
                  %a179 = arith.addi %a170, %a173 : i64
                  %a180 = arith.select %a178, %a179, %a170 : i64
                  %a181 = arith.select %a177, %a172, %a180 : i64
                  %a182 = arith.index_cast %a181 : i64 to index
                  %a183 = arith.constant 0 : index
                  %a184 = memref.load %v4_shared[%a182] : memref<?xf64>
                  scf.if %a177 {
                    %a185 = arith.constant 3 : i32
                    memref.store %a185, %status[%mb] : memref<?xi32>
                    %a186 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a186] : memref<1xi32>
                  } else {
                    %a187 = arith.constant 0 : index
                    %a188 = arith.constant 0 : index
                    %a189 = memref.load %v36_derived[%a187] : memref<?xf64>
                    %a190 = arith.mulf %a184, %a189 : f64
                    %a191 = arith.select %a168, %a190, %a163 : f64
                    %a192 = arith.constant 0 : i64
                    %a193 = arith.constant 0 : index
                    %a194 = arith.constant 0 : index
                    %a195 = memref.load %loc_v1_top[%a193] : memref<1xi64>
                    %a196 = arith.constant 2 : i64
                    %a197 = arith.cmpi sgt, %a195, %a196 : i64
                    %a198 = arith.constant 0 : index
                    %a199 = arith.constant 0 : index
                    %a200 = memref.load %v7_shared[%a198] : memref<?xi64>
                    %a201 = arith.constant 1 : i64
                    %a202 = arith.select %a197, %a200, %a201 : i64
                    %a203 = arith.constant 7 : i64
                    %a204 = arith.constant 0 : i64
                    %a205 = arith.constant 1 : i64
                    %a206 = arith.constant -1 : i64
                    %a207 = arith.constant -9223372036854775808 : i64
                    %a208 = arith.cmpi eq, %a202, %a204 : i64
                    %a209 = arith.cmpi eq, %a203, %a207 : i64
                    %a210 = arith.cmpi eq, %a202, %a206 : i64
                    %a211 = arith.andi %a209, %a210 : i1
                    %a212 = arith.ori %a208, %a211 : i1
                    %a213 = arith.select %a212, %a205, %a202 : i64
                    %a214 = arith.divsi %a203, %a213 : i64
                    %a215 = arith.remsi %a203, %a213 : i64
                    %a216 = arith.cmpi ne, %a215, %a204 : i64
                    %a217 = arith.cmpi slt, %a215, %a204 : i64
                    %a218 = arith.cmpi slt, %a213, %a204 : i64
                    %a219 = arith.xori %a217, %a218 : i1
                    %a220 = arith.andi %a216, %a219 : i1
                    %a221 = arith.subi %a214, %a205 : i64
                    %a222 = arith.select %a220, %a221, %a214 : i64
                    scf.if %a208 {
                      %a223 = arith.constant 2 : i32
                      memref.store %a223, %status[%mb] : memref<?xi32>
                      %a224 = arith.constant 0 : index
                      memref.store %halt, %loc_pc[%a224] : memref<1xi32>
                    } else {
                      %a225 = arith.select %a197, %a222, %a192 : i64
                      %a226 = arith.constant 0 : index
                      %a227 = arith.constant 0 : index
                      %a228 = memref.load %loc_v13_top[%a226] : memref<1xf64>
                      %a229 = arith.constant 0 : index
                      %a230 = arith.constant 0 : index
                      memref.store %a228, %loc_v8_top[%a229] : memref<1xf64>
                      %a231 = arith.constant 0 : index
                      %a232 = arith.constant 0 : index
                      %a233 = memref.load %loc_v14_top[%a231] : memref<1xf64>
                      %a234 = arith.constant 0 : index
                      %a235 = arith.constant 0 : index
                      memref.store %a233, %loc_v9_top[%a234] : memref<1xf64>
                      %a236 = arith.constant 0 : index
                      %a237 = arith.constant 3 : index
                      %a238 = arith.muli %mb, %a237 : index
                      %a239 = arith.constant 0 : index
                      %a240 = arith.constant 3 : index
                      %a241 = arith.muli %mb, %a240 : index
                      %a242 = arith.constant 0 : index
                      %a243 = arith.constant 3 : index
                      %a244 = arith.constant 1 : index
                      scf.for %a245 = %a242 to %a243 step %a244 {
                        %a246 = arith.addi %a238, %a245 : index
                        %a247 = memref.load %v17_top[%a246] : memref<?xf64>
                        %a248 = arith.addi %a241, %a245 : index
                        memref.store %a247, %v10_top[%a248] : memref<?xf64>
                      }
                      %a249 = arith.constant 0 : index
                      %a250 = arith.constant 0 : index
                      memref.store %a191, %loc_v11_top[%a249] : memref<1xf64>
                      %a251 = arith.constant 0 : index
                      %a252 = arith.constant 0 : index
                      memref.store %a225, %loc_v12_top[%a251] : memref<1xi64>
                      %a253 = arith.constant 0 : index
                      %a254 = memref.load %loc_pc_sp[%a253] : memref<1xi32>
                      %a255 = arith.constant 0 : i32
                      %a256 = arith.cmpi sgt, %a254, %a255 : i32
                      scf.if %a256 {
                        %a257 = arith.constant 1 : i32
                        %a258 = arith.subi %a254, %a257 : i32
                        %a259 = arith.constant 0 : index
                        %a260 = arith.index_cast %a258 : i32 to index
                        %a261 = arith.muli %a260, %z : index
                        %a262 = arith.addi %a261, %mb : index
                        %a263 = memref.load %pc_stack[%a262] : memref<?xi32>
                        %a264 = arith.constant 0 : index
                        memref.store %a258, %loc_pc_sp[%a264] : memref<1xi32>
                        %a265 = arith.constant 0 : index
                        memref.store %a263, %loc_pc[%a265] : memref<1xi32>
                      } else {
                        %a266 = arith.constant 0 : index
                        memref.store %halt, %loc_pc[%a266] : memref<1xi32>
                      }
                    }
                  }
                }
                %a267 = memref.load %run3[%c0] : memref<1xi64>
                %a268 = arith.constant 1 : i64
                %a269 = arith.addi %a267, %a268 : i64
                memref.store %a269, %run3[%c0] : memref<1xi64>
                %a270 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a270 : i32, [
                  default: ^exit
                ]
              ^b4:
                %a271 = arith.constant true
                scf.if %a271 {
                  %a272 = arith.constant 0x0000000000000000 : f64
                  %a273 = arith.constant 0 : index
                  %a274 = arith.constant 0 : index
                  memref.store %a272, %loc_v39_top[%a273] : memref<1xf64>
                  %a275 = arith.constant 0 : index
                  %a276 = arith.constant 0 : index
                  %a277 = memref.load %loc_v38_top[%a275] : memref<1xf64>
                  %a278 = arith.constant 0 : index
                  %a279 = arith.constant 0xBFE0000000000000 : f64
                  %a280 = arith.constant 0 : index
                  %a281 = arith.constant 0 : index
                  %a282 = arith.constant 0 : index
                  %a283 = arith.constant 0 : index
                  %a284 = arith.constant 0 : index
                  %a285 = arith.constant 0 : index
                  %a286 = arith.constant 0 : index
                  %a287 = arith.constant 0 : index
                  %a288 = arith.constant 0 : index
                  %a289 = arith.constant 12000 : index
                  %a290 = arith.constant 1 : index
                  scf.for %a291 = %a288 to %a289 step %a290 {
                    %a292 = memref.load %v40_derived[%a291] : memref<?xf64>
                    %a293 = arith.subf %a277, %a292 : f64
                    %a294 = arith.mulf %a279, %a293 : f64
                    %a295 = memref.load %v40_derived[%a291] : memref<?xf64>
                    %a296 = arith.subf %a277, %a295 : f64
                    %a297 = memref.load %v64_derived[%a291] : memref<?xf64>
                    %a298 = arith.mulf %a297, %a296 : f64
                    memref.store %a298, %scratch6[%a291] : memref<12000xf64>
                    %a299 = memref.load %v64_derived[%a291] : memref<?xf64>
                    %a300 = arith.mulf %a299, %a294 : f64
                    memref.store %a300, %scratch7[%a291] : memref<12000xf64>
                  }
                  %a301 = arith.constant 0 : index
                  %a302 = arith.constant 0 : index
                  %a303 = arith.constant 0xBFE0000000000000 : f64
                  %a304 = arith.constant 0 : index
                  %a305 = arith.constant 0 : index
                  %a306 = arith.constant 12000 : index
                  %a307 = arith.constant 0x0000000000000000 : f64
                  %a308 = arith.constant 0x0000000000000000 : f64
                  %a309 = arith.constant 1 : index
                  %a310:2 = scf.for %a311 = %a305 to %a306 step %a309 iter_args(%a312 = %a307, %a313 = %a308) -> (f64, f64) {
                    %a314 = memref.load %scratch7[%a311] : memref<12000xf64>
                    %a315 = arith.addf %a312, %a314 : f64
                    %a316 = memref.load %scratch6[%a311] : memref<12000xf64>
                    %a317 = arith.mulf %a316, %a303 : f64
                    %a318 = arith.addf %a313, %a317 : f64
                    scf.yield %a315, %a318 : f64, f64
                  }
                  %a319 = arith.constant 0 : index
                  %a320 = arith.constant 0 : index
                  memref.store %a310#0, %loc_v61_top[%a319] : memref<1xf64>
                  %a321 = arith.addf %a310#0, %a310#1 : f64
                  %a322 = arith.constant 0 : index
                  %a323 = arith.constant 0 : index
                  memref.store %a321, %loc_v61_top[%a322] : memref<1xf64>
                  %a324 = arith.constant 0x0000000000000000 : f64
                  %a325 = arith.addf %a324, %a321 : f64
                  %a326 = arith.constant 0 : index
                  %a327 = arith.constant 0 : index
                  memref.store %a325, %loc_v61_top[%a326] : memref<1xf64>
                  %a328 = arith.constant 0 : index
                  %a329 = arith.constant 0 : index
                  %a330 = memref.load %loc_v67_top[%a328] : memref<1xi8>
                  %a331 = arith.constant 0 : i8
                  %a332 = arith.cmpi ne, %a330, %a331 : i8
                  %a333 = arith.constant 5 : i32
                  %a334 = arith.constant 6 : i32
                  %a335 = arith.select %a332, %a333, %a334 : i32
                  %a336 = arith.constant 0 : index
                  memref.store %a335, %loc_pc[%a336] : memref<1xi32>
                }
                %a337 = memref.load %run4[%c0] : memref<1xi64>
                %a338 = arith.constant 1 : i64
                %a339 = arith.addi %a337, %a338 : i64
                memref.store %a339, %run4[%c0] : memref<1xi64>
                %a340 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a340 : i32, [
                  default: ^exit,
                  5: ^b5,
                  6: ^b6
                ]
              ^b5:
                %a341 = arith.constant true
                scf.if %a341 {
                  %a342 = arith.constant 0 : index
                  %a343 = arith.constant 0 : index
                  %a344 = memref.load %loc_v38_top[%a342] : memref<1xf64>
                  %a345 = arith.constant 0 : index
                  %a346 = arith.constant 0xBFE0000000000000 : f64
                  %a347 = arith.constant 0 : index
                  %a348 = arith.constant 0 : index
                  %a349 = arith.constant 0 : index
                  %a350 = arith.constant 0 : index
                  %a351 = arith.constant 0 : index
                  %a352 = arith.constant 0 : index
                  %a353 = arith.constant 12000 : index
                  %a354 = arith.constant 0x0000000000000000 : f64
                  %a355 = arith.constant 1 : index
                  %a356:1 = scf.for %a357 = %a352 to %a353 step %a355 iter_args(%a358 = %a354) -> (f64) {
                    %a359 = memref.load %v40_derived[%a357] : memref<?xf64>
                    %a360 = arith.subf %a344, %a359 : f64
                    %a361 = arith.mulf %a346, %a360 : f64
                    %a362 = memref.load %v40_derived[%a357] : memref<?xf64>
                    %a363 = arith.subf %a344, %a362 : f64
                    %a364 = arith.mulf %a361, %a363 : f64
                    %a365 = arith.addf %a358, %a364 : f64
                    scf.yield %a365 : f64
                  }
                  %a366 = arith.constant 0 : index
                  %a367 = arith.constant 0 : index
                  %a368 = memref.load %v46_derived[%a366] : memref<?xf64>
                  %a369 = arith.divf %a356#0, %a368 : f64
                  %a370 = arith.constant 0 : index
                  %a371 = arith.constant 0 : index
                  %a372 = memref.load %v49_derived[%a370] : memref<?xf64>
                  %a373 = arith.subf %a369, %a372 : f64
                  %a374 = arith.constant 0 : index
                  %a375 = arith.constant 0 : index
                  memref.store %a373, %loc_v39_top[%a374] : memref<1xf64>
                  %a376 = arith.constant 0 : index
                  %a377 = memref.load %loc_pc_sp[%a376] : memref<1xi32>
                  %a378 = arith.constant 0 : i32
                  %a379 = arith.cmpi sgt, %a377, %a378 : i32
                  scf.if %a379 {
                    %a380 = arith.constant 1 : i32
                    %a381 = arith.subi %a377, %a380 : i32
                    %a382 = arith.constant 0 : index
                    %a383 = arith.index_cast %a381 : i32 to index
                    %a384 = arith.muli %a383, %z : index
                    %a385 = arith.addi %a384, %mb : index
                    %a386 = memref.load %pc_stack[%a385] : memref<?xi32>
                    %a387 = arith.constant 0 : index
                    memref.store %a381, %loc_pc_sp[%a387] : memref<1xi32>
                    %a388 = arith.constant 0 : index
                    memref.store %a386, %loc_pc[%a388] : memref<1xi32>
                  } else {
                    %a389 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a389] : memref<1xi32>
                  }
                }
                %a390 = memref.load %run5[%c0] : memref<1xi64>
                %a391 = arith.constant 1 : i64
                %a392 = arith.addi %a390, %a391 : i64
                memref.store %a392, %run5[%c0] : memref<1xi64>
                %a393 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a393 : i32, [
                  default: ^exit,
                  2: ^b2
                ]
              ^b6:
                %a394 = arith.constant true
                scf.if %a394 {
                  %a395 = arith.constant 0 : index
                  %a396 = memref.load %loc_pc_sp[%a395] : memref<1xi32>
                  %a397 = arith.constant 0 : i32
                  %a398 = arith.cmpi sgt, %a396, %a397 : i32
                  scf.if %a398 {
                    %a399 = arith.constant 1 : i32
                    %a400 = arith.subi %a396, %a399 : i32
                    %a401 = arith.constant 0 : index
                    %a402 = arith.index_cast %a400 : i32 to index
                    %a403 = arith.muli %a402, %z : index
                    %a404 = arith.addi %a403, %mb : index
                    %a405 = memref.load %pc_stack[%a404] : memref<?xi32>
                    %a406 = arith.constant 0 : index
                    memref.store %a400, %loc_pc_sp[%a406] : memref<1xi32>
                    %a407 = arith.constant 0 : index
                    memref.store %a405, %loc_pc[%a407] : memref<1xi32>
                  } else {
                    %a408 = arith.constant 0 : index
                    memref.store %halt, %loc_pc[%a408] : memref<1xi32>
                  }
                }
                %a409 = memref.load %run6[%c0] : memref<1xi64>
                %a410 = arith.constant 1 : i64
                %a411 = arith.addi %a409, %a410 : i64
                memref.store %a411, %run6[%c0] : memref<1xi64>
                %a412 = memref.load %loc_pc[%c0] : memref<1xi32>
                cf.switch %a412 : i32, [
                  default: ^exit,
                  2: ^b2
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
            %cpo2 = memref.load %loc_v19_top[%c0] : memref<1xi64>
            memref.store %cpo2, %v19_top[%mb] : memref<?xi64>
            %cpo3 = memref.load %loc_v61_top[%c0] : memref<1xf64>
            memref.store %cpo3, %v61_top[%mb] : memref<?xf64>
            %cpo4 = memref.load %loc_v38_top[%c0] : memref<1xf64>
            memref.store %cpo4, %v38_top[%mb] : memref<?xf64>
            %cpo5 = memref.load %loc_v13_top[%c0] : memref<1xf64>
            memref.store %cpo5, %v13_top[%mb] : memref<?xf64>
            %cpo6 = memref.load %loc_v14_top[%c0] : memref<1xf64>
            memref.store %cpo6, %v14_top[%mb] : memref<?xf64>
            %cpo7 = memref.load %loc_v18_top[%c0] : memref<1xi64>
            memref.store %cpo7, %v18_top[%mb] : memref<?xi64>
            %cpo8 = memref.load %loc_v39_top[%c0] : memref<1xf64>
            memref.store %cpo8, %v39_top[%mb] : memref<?xf64>
            %cpo9 = memref.load %loc_v1_top[%c0] : memref<1xi64>
            memref.store %cpo9, %v1_top[%mb] : memref<?xi64>
            %cpo10 = memref.load %loc_v3_top[%c0] : memref<1xi64>
            memref.store %cpo10, %v3_top[%mb] : memref<?xi64>
            %cpo11 = memref.load %loc_v25_top[%c0] : memref<1xf64>
            memref.store %cpo11, %v25_top[%mb] : memref<?xf64>
            %cpo12 = memref.load %loc_v26_top[%c0] : memref<1xf64>
            memref.store %cpo12, %v26_top[%mb] : memref<?xf64>
            %cpo13 = memref.load %loc_v67_top[%c0] : memref<1xi8>
            memref.store %cpo13, %v67_top[%mb] : memref<?xi8>
            %cpo14 = memref.load %loc_v0_top[%c0] : memref<1xf64>
            memref.store %cpo14, %v0_top[%mb] : memref<?xf64>
            %cpo15 = memref.load %loc_v8_top[%c0] : memref<1xf64>
            memref.store %cpo15, %v8_top[%mb] : memref<?xf64>
            %cpo16 = memref.load %loc_v9_top[%c0] : memref<1xf64>
            memref.store %cpo16, %v9_top[%mb] : memref<?xf64>
            %cpo17 = memref.load %loc_v11_top[%c0] : memref<1xf64>
            memref.store %cpo17, %v11_top[%mb] : memref<?xf64>
            %cpo18 = memref.load %loc_v12_top[%c0] : memref<1xi64>
            memref.store %cpo18, %v12_top[%mb] : memref<?xi64>
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
    return %loop#0 : i64
  }
  func.func @main_prologue(%state: memref<?xi8>, %layout: memref<?xindex>) attributes {llvm.emit_c_interface} {
    %lay9a = arith.constant 18 : index
    %lay9b = arith.constant 19 : index
    %lay9o = memref.load %layout[%lay9a] : memref<?xindex>
    %lay9n = memref.load %layout[%lay9b] : memref<?xindex>
    %v4_shared = memref.view %state[%lay9o][%lay9n] : memref<?xi8> to memref<?xf64>
    %lay10a = arith.constant 20 : index
    %lay10b = arith.constant 21 : index
    %lay10o = memref.load %layout[%lay10a] : memref<?xindex>
    %lay10n = memref.load %layout[%lay10b] : memref<?xindex>
    %v5_shared = memref.view %state[%lay10o][%lay10n] : memref<?xi8> to memref<?xf64>
    %lay11a = arith.constant 22 : index
    %lay11b = arith.constant 23 : index
    %lay11o = memref.load %layout[%lay11a] : memref<?xindex>
    %lay11n = memref.load %layout[%lay11b] : memref<?xindex>
    %v6_shared = memref.view %state[%lay11o][%lay11n] : memref<?xi8> to memref<?xf64>
    %lay20a = arith.constant 40 : index
    %lay20b = arith.constant 41 : index
    %lay20o = memref.load %layout[%lay20a] : memref<?xindex>
    %lay20n = memref.load %layout[%lay20b] : memref<?xindex>
    %v15_derived = memref.view %state[%lay20o][%lay20n] : memref<?xi8> to memref<?xf64>
    %lay21a = arith.constant 42 : index
    %lay21b = arith.constant 43 : index
    %lay21o = memref.load %layout[%lay21a] : memref<?xindex>
    %lay21n = memref.load %layout[%lay21b] : memref<?xindex>
    %v16_derived = memref.view %state[%lay21o][%lay21n] : memref<?xi8> to memref<?xf64>
    %lay27a = arith.constant 54 : index
    %lay27b = arith.constant 55 : index
    %lay27o = memref.load %layout[%lay27a] : memref<?xindex>
    %lay27n = memref.load %layout[%lay27b] : memref<?xindex>
    %v36_derived = memref.view %state[%lay27o][%lay27n] : memref<?xi8> to memref<?xf64>
    %lay30a = arith.constant 60 : index
    %lay30b = arith.constant 61 : index
    %lay30o = memref.load %layout[%lay30a] : memref<?xindex>
    %lay30n = memref.load %layout[%lay30b] : memref<?xindex>
    %v40_derived = memref.view %state[%lay30o][%lay30n] : memref<?xi8> to memref<?xf64>
    %lay31a = arith.constant 62 : index
    %lay31b = arith.constant 63 : index
    %lay31o = memref.load %layout[%lay31a] : memref<?xindex>
    %lay31n = memref.load %layout[%lay31b] : memref<?xindex>
    %v46_derived = memref.view %state[%lay31o][%lay31n] : memref<?xi8> to memref<?xf64>
    %lay32a = arith.constant 64 : index
    %lay32b = arith.constant 65 : index
    %lay32o = memref.load %layout[%lay32a] : memref<?xindex>
    %lay32n = memref.load %layout[%lay32b] : memref<?xindex>
    %v48_derived = memref.view %state[%lay32o][%lay32n] : memref<?xi8> to memref<?xf64>
    %lay33a = arith.constant 66 : index
    %lay33b = arith.constant 67 : index
    %lay33o = memref.load %layout[%lay33a] : memref<?xindex>
    %lay33n = memref.load %layout[%lay33b] : memref<?xindex>
    %v49_derived = memref.view %state[%lay33o][%lay33n] : memref<?xi8> to memref<?xf64>
    %lay34a = arith.constant 68 : index
    %lay34b = arith.constant 69 : index
    %lay34o = memref.load %layout[%lay34a] : memref<?xindex>
    %lay34n = memref.load %layout[%lay34b] : memref<?xindex>
    %v50_derived = memref.view %state[%lay34o][%lay34n] : memref<?xi8> to memref<?xf64>
    %lay35a = arith.constant 70 : index
    %lay35b = arith.constant 71 : index
    %lay35o = memref.load %layout[%lay35a] : memref<?xindex>
    %lay35n = memref.load %layout[%lay35b] : memref<?xindex>
    %v51_derived = memref.view %state[%lay35o][%lay35n] : memref<?xi8> to memref<?xf64>
    %lay36a = arith.constant 72 : index
    %lay36b = arith.constant 73 : index
    %lay36o = memref.load %layout[%lay36a] : memref<?xindex>
    %lay36n = memref.load %layout[%lay36b] : memref<?xindex>
    %v52_derived = memref.view %state[%lay36o][%lay36n] : memref<?xi8> to memref<?xf64>
    %lay37a = arith.constant 74 : index
    %lay37b = arith.constant 75 : index
    %lay37o = memref.load %layout[%lay37a] : memref<?xindex>
    %lay37n = memref.load %layout[%lay37b] : memref<?xindex>
    %v53_derived = memref.view %state[%lay37o][%lay37n] : memref<?xi8> to memref<?xf64>
    %lay38a = arith.constant 76 : index
    %lay38b = arith.constant 77 : index
    %lay38o = memref.load %layout[%lay38a] : memref<?xindex>
    %lay38n = memref.load %layout[%lay38b] : memref<?xindex>
    %v54_derived = memref.view %state[%lay38o][%lay38n] : memref<?xi8> to memref<?xf64>
    %lay39a = arith.constant 78 : index
    %lay39b = arith.constant 79 : index
    %lay39o = memref.load %layout[%lay39a] : memref<?xindex>
    %lay39n = memref.load %layout[%lay39b] : memref<?xindex>
    %v55_derived = memref.view %state[%lay39o][%lay39n] : memref<?xi8> to memref<?xf64>
    %lay40a = arith.constant 80 : index
    %lay40b = arith.constant 81 : index
    %lay40o = memref.load %layout[%lay40a] : memref<?xindex>
    %lay40n = memref.load %layout[%lay40b] : memref<?xindex>
    %v56_derived = memref.view %state[%lay40o][%lay40n] : memref<?xi8> to memref<?xf64>
    %lay41a = arith.constant 82 : index
    %lay41b = arith.constant 83 : index
    %lay41o = memref.load %layout[%lay41a] : memref<?xindex>
    %lay41n = memref.load %layout[%lay41b] : memref<?xindex>
    %v57_derived = memref.view %state[%lay41o][%lay41n] : memref<?xi8> to memref<?xf64>
    %lay42a = arith.constant 84 : index
    %lay42b = arith.constant 85 : index
    %lay42o = memref.load %layout[%lay42a] : memref<?xindex>
    %lay42n = memref.load %layout[%lay42b] : memref<?xindex>
    %v58_derived = memref.view %state[%lay42o][%lay42n] : memref<?xi8> to memref<?xf64>
    %lay44a = arith.constant 88 : index
    %lay44b = arith.constant 89 : index
    %lay44o = memref.load %layout[%lay44a] : memref<?xindex>
    %lay44n = memref.load %layout[%lay44b] : memref<?xindex>
    %v64_derived = memref.view %state[%lay44o][%lay44n] : memref<?xi8> to memref<?xf64>
    %lay45a = arith.constant 90 : index
    %lay45b = arith.constant 91 : index
    %lay45o = memref.load %layout[%lay45a] : memref<?xindex>
    %lay45n = memref.load %layout[%lay45b] : memref<?xindex>
    %v65_derived = memref.view %state[%lay45o][%lay45n] : memref<?xi8> to memref<?xf64>
    %lay46a = arith.constant 92 : index
    %lay46b = arith.constant 93 : index
    %lay46o = memref.load %layout[%lay46a] : memref<?xindex>
    %lay46n = memref.load %layout[%lay46b] : memref<?xindex>
    %v66_derived = memref.view %state[%lay46o][%lay46n] : memref<?xi8> to memref<?xf64>
    %c0 = arith.constant 0 : index
    %pro1 = arith.constant 0 : index
    %pro2 = arith.constant 0 : index
    %pro3 = arith.constant 0 : index
    %pro4 = arith.constant 3 : index
    %pro5 = arith.constant 3 : index
    %pro6 = arith.constant 1 : index
    scf.for %pro7 = %pro3 to %pro4 step %pro6 {
      %pro8 = arith.constant 1 : index
      scf.for %pro9 = %pro3 to %pro5 step %pro8 {
        %pro10 = arith.constant 3 : index
        %pro11 = arith.muli %pro7, %pro10 : index
        %pro12 = arith.addi %pro11, %pro9 : index
        %pro13 = arith.constant 3 : index
        %pro14 = arith.muli %pro9, %pro13 : index
        %pro15 = arith.addi %pro14, %pro7 : index
        %pro16 = memref.load %v6_shared[%pro12] : memref<?xf64>
        memref.store %pro16, %v15_derived[%pro15] : memref<?xf64>
      }
    }
    %pro17 = arith.constant 0 : index
    %pro18 = arith.constant 0x3FE0000000000000 : f64
    %pro19 = arith.constant 0 : index
    %pro20 = arith.constant 0 : index
    %pro21 = arith.constant 9 : index
    %pro22 = arith.constant 1 : index
    scf.for %pro23 = %pro20 to %pro21 step %pro22 {
      %pro24 = memref.load %v15_derived[%pro23] : memref<?xf64>
      %pro25 = arith.mulf %pro24, %pro18 : f64
      memref.store %pro25, %v16_derived[%pro23] : memref<?xf64>
    }
    %pro26 = arith.constant 0 : index
    %pro27 = arith.constant 0 : index
    %pro28 = memref.load %v5_shared[%pro26] : memref<?xf64>
    %pro29 = func.call @ab_log_f64(%pro28) : (f64) -> f64
    %pro30 = arith.constant 0 : index
    %pro31 = arith.constant 0 : index
    memref.store %pro29, %v36_derived[%pro30] : memref<?xf64>
    %pro32 = arith.constant 0 : index
    %pro33 = arith.constant 0x0000000000000000 : f64
    %pro34 = arith.constant 0 : index
    %pro35 = arith.constant 12000 : index
    %pro36 = arith.constant 1 : index
    %pro37 = scf.for %pro38 = %pro34 to %pro35 step %pro36 iter_args(%pro39 = %pro33) -> (f64) {
      %pro40 = memref.load %v4_shared[%pro38] : memref<?xf64>
      %pro41 = arith.addf %pro39, %pro40 : f64
      scf.yield %pro41 : f64
    }
    %pro42 = arith.constant 0 : index
    %pro43 = arith.constant 0 : index
    memref.store %pro37, %v51_derived[%pro42] : memref<?xf64>
    %pro44 = arith.constant 0x40C7700000000000 : f64
    %pro45 = arith.divf %pro37, %pro44 : f64
    %pro46 = arith.constant 0 : index
    %pro47 = arith.constant 0 : index
    memref.store %pro45, %v52_derived[%pro46] : memref<?xf64>
    %pro48 = arith.mulf %pro28, %pro28 : f64
    %pro49 = arith.constant 0 : index
    %pro50 = arith.constant 0 : index
    memref.store %pro48, %v46_derived[%pro49] : memref<?xf64>
    %pro51 = arith.constant 0x3FF0000000000000 : f64
    %pro52 = arith.constant 0 : index
    %pro53 = arith.constant 0 : index
    memref.store %pro51, %v66_derived[%pro52] : memref<?xf64>
    %pro54 = arith.divf %pro51, %pro48 : f64
    %pro55 = arith.constant 0 : index
    %pro56 = arith.constant 0 : index
    memref.store %pro54, %v65_derived[%pro55] : memref<?xf64>
    %pro57 = arith.constant 0 : index
    %pro58 = arith.constant 0 : index
    %pro59 = arith.constant 0 : index
    %pro60 = arith.constant 12000 : index
    %pro61 = arith.constant 1 : index
    scf.for %pro62 = %pro59 to %pro60 step %pro61 {
      %pro63 = memref.load %v4_shared[%pro62] : memref<?xf64>
      %pro64 = arith.subf %pro63, %pro45 : f64
      memref.store %pro64, %v53_derived[%pro62] : memref<?xf64>
    }
    %pro65 = arith.constant 0 : index
    %pro66 = arith.constant 0 : index
    %pro67 = arith.constant 0 : index
    %pro68 = arith.constant 0 : index
    %pro69 = arith.constant 12000 : index
    %pro70 = arith.constant 1 : index
    scf.for %pro71 = %pro68 to %pro69 step %pro70 {
      %pro72 = memref.load %v4_shared[%pro71] : memref<?xf64>
      %pro73 = memref.load %v4_shared[%pro71] : memref<?xf64>
      %pro74 = arith.mulf %pro72, %pro73 : f64
      memref.store %pro74, %v54_derived[%pro71] : memref<?xf64>
    }
    %pro75 = arith.constant 0 : index
    %pro76 = arith.constant 0x0000000000000000 : f64
    %pro77 = arith.constant 0 : index
    %pro78 = arith.constant 12000 : index
    %pro79 = arith.constant 1 : index
    %pro80 = scf.for %pro81 = %pro77 to %pro78 step %pro79 iter_args(%pro82 = %pro76) -> (f64) {
      %pro83 = memref.load %v54_derived[%pro81] : memref<?xf64>
      %pro84 = arith.addf %pro82, %pro83 : f64
      scf.yield %pro84 : f64
    }
    %pro85 = arith.constant 0 : index
    %pro86 = arith.constant 0 : index
    memref.store %pro80, %v55_derived[%pro85] : memref<?xf64>
    %pro87 = arith.constant 0x40C7700000000000 : f64
    %pro88 = arith.divf %pro80, %pro87 : f64
    %pro89 = arith.constant 0 : index
    %pro90 = arith.constant 0 : index
    memref.store %pro88, %v56_derived[%pro89] : memref<?xf64>
    %pro91 = arith.constant 0x3FF0000000000000 : f64
    %pro92 = arith.addf %pro88, %pro91 : f64
    %pro93 = arith.constant 0 : index
    %pro94 = arith.constant 0 : index
    memref.store %pro92, %v57_derived[%pro93] : memref<?xf64>
    %pro95 = math.sqrt %pro92 : f64
    %pro96 = arith.constant 0 : index
    %pro97 = arith.constant 0 : index
    memref.store %pro95, %v58_derived[%pro96] : memref<?xf64>
    %pro98 = arith.constant 0 : index
    %pro99 = arith.constant 0 : index
    %pro100 = arith.constant 0 : index
    %pro101 = arith.constant 12000 : index
    %pro102 = arith.constant 1 : index
    scf.for %pro103 = %pro100 to %pro101 step %pro102 {
      %pro104 = memref.load %v53_derived[%pro103] : memref<?xf64>
      %pro105 = arith.divf %pro104, %pro95 : f64
      memref.store %pro105, %v50_derived[%pro103] : memref<?xf64>
    }
    %pro106 = arith.constant 0 : index
    %pro107 = arith.constant 0 : index
    %pro108 = arith.constant 0 : index
    %pro109 = arith.constant 12000 : index
    %pro110 = arith.constant 1 : index
    scf.for %pro111 = %pro108 to %pro109 step %pro110 {
      %pro112 = memref.load %v50_derived[%pro111] : memref<?xf64>
      memref.store %pro112, %v40_derived[%pro111] : memref<?xf64>
    }
    %pro113 = arith.constant 0 : index
    %pro114 = arith.constant 0 : index
    %pro115 = arith.constant 12000 : index
    %pro116 = arith.constant 1 : index
    scf.for %pro117 = %pro114 to %pro115 step %pro116 {
      memref.store %pro54, %v64_derived[%pro117] : memref<?xf64>
    }
    %pro118 = func.call @ab_log_f64(%pro28) : (f64) -> f64
    %pro119 = arith.constant 0 : index
    %pro120 = arith.constant 0 : index
    memref.store %pro118, %v48_derived[%pro119] : memref<?xf64>
    %pro121 = arith.constant 0x40C7700000000000 : f64
    %pro122 = arith.mulf %pro121, %pro118 : f64
    %pro123 = arith.constant 0 : index
    %pro124 = arith.constant 0 : index
    memref.store %pro122, %v49_derived[%pro123] : memref<?xf64>
    return
  }
  llvm.mlir.global internal constant @main_abi_text("{\22buffers\22:[{\22name\22:\22pc\22,\22role\22:{\22kind\22:\22pc\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22pc.stack\22,\22role\22:{\22kind\22:\22pc_stack\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22pc.sp\22,\22role\22:{\22kind\22:\22pc_pointer\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22status\22,\22role\22:{\22kind\22:\22status\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22block.stats\22,\22role\22:{\22kind\22:\22block_stats\22},\22dtype\22:\22i64\22,\22elements\22:21,\22extent\22:\22shared\22},{\22name\22:\22main.w#0.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:0},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22main.n#1.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:1},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22main.v#2.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:2},\22dtype\22:\22f64\22,\22elements\22:3,\22extent\22:\22per_member\22},{\22name\22:\22main.pick#3.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:3},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22main.xs#4.shared\22,\22role\22:{\22kind\22:\22shared\22,\22var\22:4},\22dtype\22:\22f64\22,\22elements\22:12000,\22extent\22:\22shared\22},{\22name\22:\22main.scale#5.shared\22,\22role\22:{\22kind\22:\22shared\22,\22var\22:5},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22shared\22},{\22name\22:\22main.a#6.shared\22,\22role\22:{\22kind\22:\22shared\22,\22var\22:6},\22dtype\22:\22f64\22,\22elements\22:9,\22extent\22:\22shared\22},{\22name\22:\22main.k#7.shared\22,\22role\22:{\22kind\22:\22shared\22,\22var\22:7},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22shared\22},{\22name\22:\22main.%ret0#8.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:8},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22main.%ret1#9.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:9},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22main.%ret2#10.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:10},\22dtype\22:\22f64\22,\22elements\22:3,\22extent\22:\22per_member\22},{\22name\22:\22main.%ret3#11.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:11},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22main.%ret4#12.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:12},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22main.lp#13.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:13},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22main.g#14.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:14},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22main.%0#15.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:15},\22dtype\22:\22f64\22,\22elements\22:9,\22extent\22:\22shared\22},{\22name\22:\22main.at#16.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:16},\22dtype\22:\22f64\22,\22elements\22:9,\22extent\22:\22shared\22},{\22name\22:\22main.u#17.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:17},\22dtype\22:\22f64\22,\22elements\22:3,\22extent\22:\22per_member\22},{\22name\22:\22main.%1#18.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:18},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22main.for@36#19.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:19},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22main.lp1#25.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:25},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22main.g1#26.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:26},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22main.%9.then1#36.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:36},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.w#38.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:38},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22density.vjp.%ret0#39.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:39},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22density.vjp.z#40.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:40},\22dtype\22:\22f64\22,\22elements\22:12000,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.%5#46.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:46},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.%7#48.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:48},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.%8#49.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:49},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.centred.%ret0#50.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:50},\22dtype\22:\22f64\22,\22elements\22:12000,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.centred.%0#51.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:51},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.centred.%1#52.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:52},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.centred.%2#53.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:53},\22dtype\22:\22f64\22,\22elements\22:12000,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.centred.%3#54.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:54},\22dtype\22:\22f64\22,\22elements\22:12000,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.centred.%4#55.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:55},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.centred.%5#56.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:56},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.centred.%6#57.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:57},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.centred.%7#58.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:58},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.w.ct#61.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:61},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22density.vjp.%3.ct#64.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:64},\22dtype\22:\22f64\22,\22elements\22:12000,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.%4.ct#65.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:65},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.%6.ct#66.derived\22,\22role\22:{\22kind\22:\22derived\22,\22var\22:66},\22dtype\22:\22f64\22,\22elements\22:1,\22extent\22:\22shared\22},{\22name\22:\22density.vjp.want_value#67.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:67},\22dtype\22:\22bool\22,\22elements\22:1,\22extent\22:\22per_member\22}],\22max_stack_depth\22:128,\22entry\22:0,\22halt\22:7,\22inputs\22:[5,6,7,8,9,10,11,12],\22outputs\22:[13,14,15,16,17],\22status\22:3,\22scratch_bytes\22:768120,\22member_layout\22:\22contiguous\22,\22blocks\22:[\22main.b0\22,\22main.b1\22,\22main.b1.1\22,\22main.b2\22,\22density.vjp.b0\22,\22density.vjp.b1\22,\22density.vjp.b2\22],\22prologue\22:true}\00") {addr_space = 0 : i32} : !llvm.array<5664 x i8>
  llvm.func @main_abi() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @main_abi_text : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  func.func private @ab_log_f64(%x: f64) -> f64 {
    %1 = arith.cmpf uno, %x, %x : f64
    %2 = arith.constant 0x0000000000000000 : f64
    %3 = arith.cmpf oeq, %x, %2 : f64
    %4 = arith.constant 0x0000000000000000 : f64
    %5 = arith.cmpf olt, %x, %4 : f64
    %6 = arith.constant 0x7FF0000000000000 : f64
    %7 = arith.cmpf oeq, %x, %6 : f64
    %8 = arith.ori %1, %3 : i1
    %9 = arith.ori %8, %5 : i1
    %10 = arith.ori %9, %7 : i1
    %11 = arith.constant 0x3FF0000000000000 : f64
    %12 = arith.select %10, %11, %x : f64
    %13 = arith.constant 0x0010000000000000 : f64
    %14 = arith.cmpf olt, %12, %13 : f64
    %15 = arith.constant 0x4350000000000000 : f64
    %16 = arith.mulf %12, %15 : f64
    %17 = arith.select %14, %16, %12 : f64
    %18 = arith.constant -54 : i64
    %19 = arith.constant 0 : i64
    %20 = arith.select %14, %18, %19 : i64
    %21 = arith.bitcast %17 : f64 to i64
    %22 = arith.constant 32 : i64
    %23 = arith.shrui %21, %22 : i64
    %24 = arith.constant 614242 : i64
    %25 = arith.addi %23, %24 : i64
    %26 = arith.constant 20 : i64
    %27 = arith.shrui %25, %26 : i64
    %28 = arith.constant 1023 : i64
    %29 = arith.subi %27, %28 : i64
    %30 = arith.constant 1048575 : i64
    %31 = arith.andi %25, %30 : i64
    %32 = arith.constant 1072079006 : i64
    %33 = arith.addi %31, %32 : i64
    %34 = arith.constant 32 : i64
    %35 = arith.shli %33, %34 : i64
    %36 = arith.constant 4294967295 : i64
    %37 = arith.andi %21, %36 : i64
    %38 = arith.ori %35, %37 : i64
    %39 = arith.bitcast %38 : i64 to f64
    %40 = arith.constant 0xBFF0000000000000 : f64
    %41 = arith.addf %40, %39 : f64
    %42 = arith.addi %29, %20 : i64
    %43 = arith.constant 0x0000000000000000 : f64
    %44 = arith.constant 0x3FE0000000000000 : f64
    %45 = arith.mulf %41, %44 : f64
    %46 = arith.mulf %45, %41 : f64
    %47 = arith.constant 0x4000000000000000 : f64
    %48 = arith.addf %47, %41 : f64
    %49 = arith.divf %41, %48 : f64
    %50 = arith.mulf %49, %49 : f64
    %51 = arith.mulf %50, %50 : f64
    %52 = arith.constant 0x3FC39A09D078C69F : f64
    %53 = arith.mulf %51, %52 : f64
    %54 = arith.constant 0x3FCC71C51D8E78AF : f64
    %55 = arith.addf %54, %53 : f64
    %56 = arith.mulf %51, %55 : f64
    %57 = arith.constant 0x3FD999999997FA04 : f64
    %58 = arith.addf %57, %56 : f64
    %59 = arith.mulf %51, %58 : f64
    %60 = arith.constant 0x3FC2F112DF3E5244 : f64
    %61 = arith.mulf %51, %60 : f64
    %62 = arith.constant 0x3FC7466496CB03DE : f64
    %63 = arith.addf %62, %61 : f64
    %64 = arith.mulf %51, %63 : f64
    %65 = arith.constant 0x3FD2492494229359 : f64
    %66 = arith.addf %65, %64 : f64
    %67 = arith.mulf %51, %66 : f64
    %68 = arith.constant 0x3FE5555555555593 : f64
    %69 = arith.addf %68, %67 : f64
    %70 = arith.mulf %50, %69 : f64
    %71 = arith.addf %70, %59 : f64
    %72 = arith.sitofp %42 : i64 to f64
    %73 = arith.addf %46, %71 : f64
    %74 = arith.mulf %49, %73 : f64
    %75 = arith.constant 0x3DEA39EF35793C76 : f64
    %76 = arith.mulf %72, %75 : f64
    %77 = arith.addf %76, %43 : f64
    %78 = arith.addf %74, %77 : f64
    %79 = arith.subf %78, %46 : f64
    %80 = arith.addf %79, %41 : f64
    %81 = arith.constant 0x3FE62E42FEE00000 : f64
    %82 = arith.mulf %72, %81 : f64
    %83 = arith.addf %80, %82 : f64
    %84 = arith.constant 0xFFF0000000000000 : f64
    %85 = arith.constant 0x7FF8000000000000 : f64
    %86 = arith.select %7, %x, %83 : f64
    %87 = arith.select %5, %85, %86 : f64
    %88 = arith.select %3, %84, %87 : f64
    %89 = arith.select %1, %x, %88 : f64
    return %89 : f64
  }
}
