module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @is_even_run(%pc: memref<?xi32> {llvm.noalias}, %pc_stack: memref<?xi32> {llvm.noalias}, %pc_sp: memref<?xi32> {llvm.noalias}, %status: memref<?xi32> {llvm.noalias}, %v0_top: memref<?xi64> {llvm.noalias}, %v1_top: memref<?xi8> {llvm.noalias}, %v4_top: memref<?xi64> {llvm.noalias}, %v5_top: memref<?xi8> {llvm.noalias}, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = memref.dim %pc, %c0 : memref<?xi32>
    %halt = arith.constant 8 : i32
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
        %1 = arith.constant 1 : index
        %2 = scf.for %3 = %lo to %hi step %1 iter_args(%4 = %halt) -> (i32) {
          %5 = memref.load %pc[%3] : memref<?xi32>
          %6 = arith.constant 0 : i32
          %7 = arith.cmpi eq, %5, %6 : i32
          scf.if %7 {
            %8 = arith.constant 0 : index
            %9 = arith.constant 0 : index
            %10 = memref.load %v0_top[%3] : memref<?xi64>
            %11 = arith.constant 1 : i64
            %12 = arith.cmpi slt, %10, %11 : i64
            %13 = arith.constant 1 : i32
            %14 = arith.constant 2 : i32
            %15 = arith.select %12, %13, %14 : i32
            memref.store %15, %pc[%3] : memref<?xi32>
          }
          %16 = memref.load %pc[%3] : memref<?xi32>
          %17 = arith.minsi %4, %16 : i32
          scf.yield %17 : i32
        }
        scf.yield %2 : i32
      }
      case 1 {
        %18 = arith.constant 1 : index
        %19 = scf.for %20 = %lo to %hi step %18 iter_args(%21 = %halt) -> (i32) {
          %22 = memref.load %pc[%20] : memref<?xi32>
          %23 = arith.constant 1 : i32
          %24 = arith.cmpi eq, %22, %23 : i32
          scf.if %24 {
            %25 = arith.constant true
            %26 = arith.constant 0 : index
            %27 = arith.constant 0 : index
            %28 = arith.extui %25 : i1 to i8
            memref.store %28, %v1_top[%20] : memref<?xi8>
            %29 = memref.load %pc_sp[%20] : memref<?xi32>
            %30 = arith.constant 0 : i32
            %31 = arith.cmpi sgt, %29, %30 : i32
            scf.if %31 {
              %32 = arith.constant 1 : i32
              %33 = arith.subi %29, %32 : i32
              %34 = arith.constant 0 : index
              %35 = arith.index_cast %33 : i32 to index
              %36 = arith.muli %35, %z : index
              %37 = arith.addi %36, %20 : index
              %38 = memref.load %pc_stack[%37] : memref<?xi32>
              memref.store %33, %pc_sp[%20] : memref<?xi32>
              memref.store %38, %pc[%20] : memref<?xi32>
            } else {
              %39 = arith.constant 8 : i32
              memref.store %39, %pc[%20] : memref<?xi32>
            }
          }
          %40 = memref.load %pc[%20] : memref<?xi32>
          %41 = arith.minsi %21, %40 : i32
          scf.yield %41 : i32
        }
        scf.yield %19 : i32
      }
      case 2 {
        %42 = arith.constant 1 : index
        %43 = scf.for %44 = %lo to %hi step %42 iter_args(%45 = %halt) -> (i32) {
          %46 = memref.load %pc[%44] : memref<?xi32>
          %47 = arith.constant 2 : i32
          %48 = arith.cmpi eq, %46, %47 : i32
          scf.if %48 {
            %49 = arith.constant 0 : index
            %50 = arith.constant 0 : index
            %51 = memref.load %v0_top[%44] : memref<?xi64>
            %52 = arith.constant 1 : i64
            %53 = arith.subi %51, %52 : i64
            %54 = arith.constant 0 : index
            %55 = arith.constant 0 : index
            memref.store %53, %v4_top[%44] : memref<?xi64>
            %56 = memref.load %pc_sp[%44] : memref<?xi32>
            %57 = arith.constant 128 : i32
            %58 = arith.cmpi sge, %56, %57 : i32
            scf.if %58 {
              %59 = arith.constant 1 : i32
              memref.store %59, %status[%44] : memref<?xi32>
              %60 = arith.constant 8 : i32
              memref.store %60, %pc[%44] : memref<?xi32>
            } else {
              %61 = arith.constant 0 : index
              %62 = arith.index_cast %56 : i32 to index
              %63 = arith.muli %62, %z : index
              %64 = arith.addi %63, %44 : index
              %65 = arith.constant 3 : i32
              memref.store %65, %pc_stack[%64] : memref<?xi32>
              %66 = arith.constant 1 : i32
              %67 = arith.addi %56, %66 : i32
              memref.store %67, %pc_sp[%44] : memref<?xi32>
              %68 = arith.constant 4 : i32
              memref.store %68, %pc[%44] : memref<?xi32>
            }
          }
          %69 = memref.load %pc[%44] : memref<?xi32>
          %70 = arith.minsi %45, %69 : i32
          scf.yield %70 : i32
        }
        scf.yield %43 : i32
      }
      case 3 {
        %71 = arith.constant 1 : index
        %72 = scf.for %73 = %lo to %hi step %71 iter_args(%74 = %halt) -> (i32) {
          %75 = memref.load %pc[%73] : memref<?xi32>
          %76 = arith.constant 3 : i32
          %77 = arith.cmpi eq, %75, %76 : i32
          scf.if %77 {
            %78 = arith.constant 0 : index
            %79 = arith.constant 0 : index
            %80 = memref.load %v5_top[%73] : memref<?xi8>
            %81 = arith.constant 0 : i8
            %82 = arith.cmpi ne, %80, %81 : i8
            %83 = arith.constant 0 : index
            %84 = arith.constant 0 : index
            %85 = arith.extui %82 : i1 to i8
            memref.store %85, %v1_top[%73] : memref<?xi8>
            %86 = memref.load %pc_sp[%73] : memref<?xi32>
            %87 = arith.constant 0 : i32
            %88 = arith.cmpi sgt, %86, %87 : i32
            scf.if %88 {
              %89 = arith.constant 1 : i32
              %90 = arith.subi %86, %89 : i32
              %91 = arith.constant 0 : index
              %92 = arith.index_cast %90 : i32 to index
              %93 = arith.muli %92, %z : index
              %94 = arith.addi %93, %73 : index
              %95 = memref.load %pc_stack[%94] : memref<?xi32>
              memref.store %90, %pc_sp[%73] : memref<?xi32>
              memref.store %95, %pc[%73] : memref<?xi32>
            } else {
              %96 = arith.constant 8 : i32
              memref.store %96, %pc[%73] : memref<?xi32>
            }
          }
          %97 = memref.load %pc[%73] : memref<?xi32>
          %98 = arith.minsi %74, %97 : i32
          scf.yield %98 : i32
        }
        scf.yield %72 : i32
      }
      case 4 {
        %99 = arith.constant 1 : index
        %100 = scf.for %101 = %lo to %hi step %99 iter_args(%102 = %halt) -> (i32) {
          %103 = memref.load %pc[%101] : memref<?xi32>
          %104 = arith.constant 4 : i32
          %105 = arith.cmpi eq, %103, %104 : i32
          scf.if %105 {
            %106 = arith.constant 0 : index
            %107 = arith.constant 0 : index
            %108 = memref.load %v4_top[%101] : memref<?xi64>
            %109 = arith.constant 1 : i64
            %110 = arith.cmpi slt, %108, %109 : i64
            %111 = arith.constant 5 : i32
            %112 = arith.constant 6 : i32
            %113 = arith.select %110, %111, %112 : i32
            memref.store %113, %pc[%101] : memref<?xi32>
          }
          %114 = memref.load %pc[%101] : memref<?xi32>
          %115 = arith.minsi %102, %114 : i32
          scf.yield %115 : i32
        }
        scf.yield %100 : i32
      }
      case 5 {
        %116 = arith.constant 1 : index
        %117 = scf.for %118 = %lo to %hi step %116 iter_args(%119 = %halt) -> (i32) {
          %120 = memref.load %pc[%118] : memref<?xi32>
          %121 = arith.constant 5 : i32
          %122 = arith.cmpi eq, %120, %121 : i32
          scf.if %122 {
            %123 = arith.constant false
            %124 = arith.constant 0 : index
            %125 = arith.constant 0 : index
            %126 = arith.extui %123 : i1 to i8
            memref.store %126, %v5_top[%118] : memref<?xi8>
            %127 = memref.load %pc_sp[%118] : memref<?xi32>
            %128 = arith.constant 0 : i32
            %129 = arith.cmpi sgt, %127, %128 : i32
            scf.if %129 {
              %130 = arith.constant 1 : i32
              %131 = arith.subi %127, %130 : i32
              %132 = arith.constant 0 : index
              %133 = arith.index_cast %131 : i32 to index
              %134 = arith.muli %133, %z : index
              %135 = arith.addi %134, %118 : index
              %136 = memref.load %pc_stack[%135] : memref<?xi32>
              memref.store %131, %pc_sp[%118] : memref<?xi32>
              memref.store %136, %pc[%118] : memref<?xi32>
            } else {
              %137 = arith.constant 8 : i32
              memref.store %137, %pc[%118] : memref<?xi32>
            }
          }
          %138 = memref.load %pc[%118] : memref<?xi32>
          %139 = arith.minsi %119, %138 : i32
          scf.yield %139 : i32
        }
        scf.yield %117 : i32
      }
      case 6 {
        %140 = arith.constant 1 : index
        %141 = scf.for %142 = %lo to %hi step %140 iter_args(%143 = %halt) -> (i32) {
          %144 = memref.load %pc[%142] : memref<?xi32>
          %145 = arith.constant 6 : i32
          %146 = arith.cmpi eq, %144, %145 : i32
          scf.if %146 {
            %147 = arith.constant 0 : index
            %148 = arith.constant 0 : index
            %149 = memref.load %v4_top[%142] : memref<?xi64>
            %150 = arith.constant 1 : i64
            %151 = arith.subi %149, %150 : i64
            %152 = arith.constant 0 : index
            %153 = arith.constant 0 : index
            memref.store %151, %v0_top[%142] : memref<?xi64>
            %154 = memref.load %pc_sp[%142] : memref<?xi32>
            %155 = arith.constant 128 : i32
            %156 = arith.cmpi sge, %154, %155 : i32
            scf.if %156 {
              %157 = arith.constant 1 : i32
              memref.store %157, %status[%142] : memref<?xi32>
              %158 = arith.constant 8 : i32
              memref.store %158, %pc[%142] : memref<?xi32>
            } else {
              %159 = arith.constant 0 : index
              %160 = arith.index_cast %154 : i32 to index
              %161 = arith.muli %160, %z : index
              %162 = arith.addi %161, %142 : index
              %163 = arith.constant 7 : i32
              memref.store %163, %pc_stack[%162] : memref<?xi32>
              %164 = arith.constant 1 : i32
              %165 = arith.addi %154, %164 : i32
              memref.store %165, %pc_sp[%142] : memref<?xi32>
              %166 = arith.constant 0 : i32
              memref.store %166, %pc[%142] : memref<?xi32>
            }
          }
          %167 = memref.load %pc[%142] : memref<?xi32>
          %168 = arith.minsi %143, %167 : i32
          scf.yield %168 : i32
        }
        scf.yield %141 : i32
      }
      case 7 {
        %169 = arith.constant 1 : index
        %170 = scf.for %171 = %lo to %hi step %169 iter_args(%172 = %halt) -> (i32) {
          %173 = memref.load %pc[%171] : memref<?xi32>
          %174 = arith.constant 7 : i32
          %175 = arith.cmpi eq, %173, %174 : i32
          scf.if %175 {
            %176 = arith.constant 0 : index
            %177 = arith.constant 0 : index
            %178 = memref.load %v1_top[%171] : memref<?xi8>
            %179 = arith.constant 0 : i8
            %180 = arith.cmpi ne, %178, %179 : i8
            %181 = arith.constant 0 : index
            %182 = arith.constant 0 : index
            %183 = arith.extui %180 : i1 to i8
            memref.store %183, %v5_top[%171] : memref<?xi8>
            %184 = memref.load %pc_sp[%171] : memref<?xi32>
            %185 = arith.constant 0 : i32
            %186 = arith.cmpi sgt, %184, %185 : i32
            scf.if %186 {
              %187 = arith.constant 1 : i32
              %188 = arith.subi %184, %187 : i32
              %189 = arith.constant 0 : index
              %190 = arith.index_cast %188 : i32 to index
              %191 = arith.muli %190, %z : index
              %192 = arith.addi %191, %171 : index
              %193 = memref.load %pc_stack[%192] : memref<?xi32>
              memref.store %188, %pc_sp[%171] : memref<?xi32>
              memref.store %193, %pc[%171] : memref<?xi32>
            } else {
              %194 = arith.constant 8 : i32
              memref.store %194, %pc[%171] : memref<?xi32>
            }
          }
          %195 = memref.load %pc[%171] : memref<?xi32>
          %196 = arith.minsi %172, %195 : i32
          scf.yield %196 : i32
        }
        scf.yield %170 : i32
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
    func.func @is_even_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
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
      %30 = memref.view %state[%28][%29] : memref<?xi8> to memref<?xi8>
      %31 = arith.constant 12 : index
      %32 = arith.constant 13 : index
      %33 = memref.load %layout[%31] : memref<?xindex>
      %34 = memref.load %layout[%32] : memref<?xindex>
      %35 = memref.view %state[%33][%34] : memref<?xi8> to memref<?xi64>
      %36 = arith.constant 14 : index
      %37 = arith.constant 15 : index
      %38 = memref.load %layout[%36] : memref<?xindex>
      %39 = memref.load %layout[%37] : memref<?xindex>
      %40 = memref.view %state[%38][%39] : memref<?xi8> to memref<?xi8>
      %41 = func.call @is_even_run(%5, %10, %15, %20, %25, %30, %35, %40, %lo, %hi) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi64>, memref<?xi8>, memref<?xi64>, memref<?xi8>, index, index) -> i64
      return %41 : i64
    }

}
