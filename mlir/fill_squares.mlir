module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @fill_squares_run(%pc: memref<?xi32> {llvm.noalias}, %status: memref<?xi32> {llvm.noalias}, %stats: memref<?xi64> {llvm.noalias}, %v0_top: memref<?xi64> {llvm.noalias}, %v1_top: memref<?xi64> {llvm.noalias}, %v2_top: memref<?xi64> {llvm.noalias}, %v3_top: memref<?xi64> {llvm.noalias}, %v4_top: memref<?xi64> {llvm.noalias}, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = memref.dim %pc, %c0 : memref<?xi32>
    %halt = arith.constant 4 : i32
    %steps0 = arith.constant 0 : i64
    %first = scf.for %b = %lo to %hi step %c1 iter_args(%low = %halt) -> (i32) {
      %p = memref.load %pc[%b] : memref<?xi32>
      %low2 = arith.minsi %low, %p : i32
      scf.yield %low2 : i32
    }
    %loop:2 = scf.while (%steps = %steps0, %next = %first) : (i64, i32) -> (i64, i32) {
      %go = arith.cmpi slt, %next, %halt : i32
      scf.condition(%go) %steps, %next : i64, i32
    } do {
    ^bb0(%done: i64, %block: i32):
      %which = arith.index_cast %block : i32 to index
      %after = scf.index_switch %which -> i32
      case 0 {
        %1 = arith.constant 0 : i64
        %7 = arith.constant 1 : index
        %2, %3 = scf.for %4 = %lo to %hi step %7 iter_args(%5 = %halt, %6 = %1) -> (i32, i64) {
          %8 = memref.load %pc[%4] : memref<?xi32>
          %9 = arith.constant 0 : i32
          %10 = arith.cmpi eq, %8, %9 : i32
          scf.if %10 {
            %11 = arith.constant 0 : i64
            %12 = arith.constant 0 : index
            %13 = arith.constant 8 : index
            %14 = arith.muli %4, %13 : index
            %15 = arith.constant 0 : index
            %16 = arith.constant 8 : index
            %17 = arith.constant 1 : index
            scf.for %18 = %15 to %16 step %17 {
              %19 = arith.addi %14, %18 : index
              memref.store %11, %v2_top[%19] : memref<?xi64>
            }
            %20 = arith.constant 0 : index
            %21 = arith.constant 0 : index
            %22 = memref.load %v0_top[%4] : memref<?xi64>
            %23 = arith.constant 8 : i64
            %24 = arith.cmpi slt, %23, %22 : i64
            %25 = arith.select %24, %23, %22 : i64
            %26 = arith.constant 0 : index
            %27 = arith.constant 0 : index
            memref.store %25, %v3_top[%4] : memref<?xi64>
            %28 = arith.constant 0 : i64
            %29 = arith.constant 0 : index
            %30 = arith.constant 0 : index
            memref.store %28, %v4_top[%4] : memref<?xi64>
            %31 = arith.constant 1 : i32
            memref.store %31, %pc[%4] : memref<?xi32>
          }
          %32 = memref.load %pc[%4] : memref<?xi32>
          %33 = arith.minsi %5, %32 : i32
          %34 = arith.extui %10 : i1 to i64
          %35 = arith.addi %6, %34 : i64
          scf.yield %33, %35 : i32, i64
        }
        %36 = arith.subi %hi, %lo : index
        %37 = arith.index_cast %36 : index to i64
        %38 = arith.constant 1 : i64
        %39 = arith.constant 0 : index
        %40 = memref.atomic_rmw addi %38, %stats[%39] : (i64, memref<?xi64>) -> i64
        %41 = arith.constant 1 : index
        %42 = memref.atomic_rmw addi %37, %stats[%41] : (i64, memref<?xi64>) -> i64
        %43 = arith.constant 2 : index
        %44 = memref.atomic_rmw addi %3, %stats[%43] : (i64, memref<?xi64>) -> i64
        scf.yield %2 : i32
      }
      case 1 {
        %45 = arith.constant 0 : i64
        %51 = arith.constant 1 : index
        %46, %47 = scf.for %48 = %lo to %hi step %51 iter_args(%49 = %halt, %50 = %45) -> (i32, i64) {
          %52 = memref.load %pc[%48] : memref<?xi32>
          %53 = arith.constant 1 : i32
          %54 = arith.cmpi eq, %52, %53 : i32
          scf.if %54 {
            %55 = arith.constant 0 : index
            %56 = arith.constant 0 : index
            %57 = memref.load %v4_top[%48] : memref<?xi64>
            %58 = arith.constant 0 : index
            %59 = arith.constant 0 : index
            %60 = memref.load %v3_top[%48] : memref<?xi64>
            %61 = arith.cmpi slt, %57, %60 : i64
            %62 = arith.constant 2 : i32
            %63 = arith.constant 3 : i32
            %64 = arith.select %61, %62, %63 : i32
            memref.store %64, %pc[%48] : memref<?xi32>
          }
          %65 = memref.load %pc[%48] : memref<?xi32>
          %66 = arith.minsi %49, %65 : i32
          %67 = arith.extui %54 : i1 to i64
          %68 = arith.addi %50, %67 : i64
          scf.yield %66, %68 : i32, i64
        }
        %69 = arith.subi %hi, %lo : index
        %70 = arith.index_cast %69 : index to i64
        %71 = arith.constant 1 : i64
        %72 = arith.constant 3 : index
        %73 = memref.atomic_rmw addi %71, %stats[%72] : (i64, memref<?xi64>) -> i64
        %74 = arith.constant 4 : index
        %75 = memref.atomic_rmw addi %70, %stats[%74] : (i64, memref<?xi64>) -> i64
        %76 = arith.constant 5 : index
        %77 = memref.atomic_rmw addi %47, %stats[%76] : (i64, memref<?xi64>) -> i64
        scf.yield %46 : i32
      }
      case 2 {
        %78 = arith.constant 0 : i64
        %84 = arith.constant 1 : index
        %79, %80 = scf.for %81 = %lo to %hi step %84 iter_args(%82 = %halt, %83 = %78) -> (i32, i64) {
          %85 = memref.load %pc[%81] : memref<?xi32>
          %86 = arith.constant 2 : i32
          %87 = arith.cmpi eq, %85, %86 : i32
          scf.if %87 {
            %88 = arith.constant 0 : index
            %89 = arith.constant 0 : index
            %90 = memref.load %v4_top[%81] : memref<?xi64>
            %91 = arith.constant 1 : i64
            %92 = arith.addi %90, %91 : i64
            %93 = arith.constant 0 : index
            %94 = arith.constant 0 : index
            memref.store %92, %v4_top[%81] : memref<?xi64>
            %95 = arith.muli %90, %90 : i64
            %96 = arith.constant 0 : index
            %97 = arith.constant 8 : index
            %98 = arith.muli %81, %97 : index
            %99 = arith.constant 0 : index
            %100 = arith.constant 8 : index
            %101 = arith.muli %81, %100 : index
            %102 = arith.constant false
            %103 = arith.constant 0 : index
            %104 = arith.constant 0 : i64
            %105 = arith.constant 8 : i64
            %106 = arith.constant -8 : i64
            %107 = arith.cmpi slt, %90, %106 : i64
            %108 = arith.cmpi sge, %90, %105 : i64
            %109 = arith.ori %107, %108 : i1
            %110 = arith.cmpi slt, %90, %104 : i64
            %111 = arith.addi %90, %105 : i64
            %112 = arith.select %110, %111, %90 : i64
            %113 = arith.select %109, %104, %112 : i64
            %114 = arith.index_cast %113 : i64 to index
            %115 = arith.ori %102, %109 : i1
            %116 = arith.constant 8 : index
            %117 = arith.muli %103, %116 : index
            %118 = arith.addi %117, %114 : index
            %119 = arith.constant 0 : index
            %120 = arith.select %115, %119, %118 : index
            %121 = arith.constant true
            %122 = arith.xori %115, %121 : i1
            scf.if %122 {
              %123 = arith.constant 0 : index
              %124 = arith.addi %101, %120 : index
              memref.store %95, %v2_top[%124] : memref<?xi64>
            }
            scf.if %115 {
              %125 = arith.constant 3 : i32
              memref.store %125, %status[%81] : memref<?xi32>
              %126 = arith.constant 4 : i32
              memref.store %126, %pc[%81] : memref<?xi32>
            } else {
              %127 = arith.constant 1 : i32
              memref.store %127, %pc[%81] : memref<?xi32>
            }
          }
          %128 = memref.load %pc[%81] : memref<?xi32>
          %129 = arith.minsi %82, %128 : i32
          %130 = arith.extui %87 : i1 to i64
          %131 = arith.addi %83, %130 : i64
          scf.yield %129, %131 : i32, i64
        }
        %132 = arith.subi %hi, %lo : index
        %133 = arith.index_cast %132 : index to i64
        %134 = arith.constant 1 : i64
        %135 = arith.constant 6 : index
        %136 = memref.atomic_rmw addi %134, %stats[%135] : (i64, memref<?xi64>) -> i64
        %137 = arith.constant 7 : index
        %138 = memref.atomic_rmw addi %133, %stats[%137] : (i64, memref<?xi64>) -> i64
        %139 = arith.constant 8 : index
        %140 = memref.atomic_rmw addi %80, %stats[%139] : (i64, memref<?xi64>) -> i64
        scf.yield %79 : i32
      }
      case 3 {
        %141 = arith.constant 0 : i64
        %147 = arith.constant 1 : index
        %142, %143 = scf.for %144 = %lo to %hi step %147 iter_args(%145 = %halt, %146 = %141) -> (i32, i64) {
          %148 = memref.load %pc[%144] : memref<?xi32>
          %149 = arith.constant 3 : i32
          %150 = arith.cmpi eq, %148, %149 : i32
          scf.if %150 {
            %151 = arith.constant 0 : index
            %152 = arith.constant 8 : index
            %153 = arith.muli %144, %152 : index
            %154 = arith.constant 0 : index
            %155 = arith.constant 8 : index
            %156 = arith.muli %144, %155 : index
            %157 = arith.constant 0 : index
            %158 = arith.constant 8 : index
            %159 = arith.constant 1 : index
            scf.for %160 = %157 to %158 step %159 {
              %161 = arith.addi %153, %160 : index
              %162 = memref.load %v2_top[%161] : memref<?xi64>
              %163 = arith.addi %156, %160 : index
              memref.store %162, %v1_top[%163] : memref<?xi64>
            }
            %164 = arith.constant 4 : i32
            memref.store %164, %pc[%144] : memref<?xi32>
          }
          %165 = memref.load %pc[%144] : memref<?xi32>
          %166 = arith.minsi %145, %165 : i32
          %167 = arith.extui %150 : i1 to i64
          %168 = arith.addi %146, %167 : i64
          scf.yield %166, %168 : i32, i64
        }
        %169 = arith.subi %hi, %lo : index
        %170 = arith.index_cast %169 : index to i64
        %171 = arith.constant 1 : i64
        %172 = arith.constant 9 : index
        %173 = memref.atomic_rmw addi %171, %stats[%172] : (i64, memref<?xi64>) -> i64
        %174 = arith.constant 10 : index
        %175 = memref.atomic_rmw addi %170, %stats[%174] : (i64, memref<?xi64>) -> i64
        %176 = arith.constant 11 : index
        %177 = memref.atomic_rmw addi %143, %stats[%176] : (i64, memref<?xi64>) -> i64
        scf.yield %142 : i32
      }
      default {
        scf.yield %halt : i32
      }
      %one = arith.constant 1 : i64
      %more = arith.addi %done, %one : i64
      scf.yield %more, %after : i64, i32
    }
    return %loop#0 : i64
  }
    func.func @fill_squares_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
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
      %15 = memref.view %state[%13][%14] : memref<?xi8> to memref<?xi64>
      %16 = arith.constant 6 : index
      %17 = arith.constant 7 : index
      %18 = memref.load %layout[%16] : memref<?xindex>
      %19 = memref.load %layout[%17] : memref<?xindex>
      %20 = memref.view %state[%18][%19] : memref<?xi8> to memref<?xi64>
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
      %40 = memref.view %state[%38][%39] : memref<?xi8> to memref<?xi64>
      %41 = func.call @fill_squares_run(%5, %10, %15, %20, %25, %30, %35, %40, %lo, %hi) : (memref<?xi32>, memref<?xi32>, memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index, index) -> i64
      return %41 : i64
    }

}
