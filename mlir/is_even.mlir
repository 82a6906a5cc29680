module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @is_even_run(%pc: memref<?xi32> {llvm.noalias}, %pc_stack: memref<?xi32> {llvm.noalias}, %pc_sp: memref<?xi32> {llvm.noalias}, %status: memref<?xi32> {llvm.noalias}, %stats: memref<?xi64> {llvm.noalias}, %v0_top: memref<?xi64> {llvm.noalias}, %v1_top: memref<?xi8> {llvm.noalias}, %v4_top: memref<?xi64> {llvm.noalias}, %v5_top: memref<?xi8> {llvm.noalias}, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
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
        %1 = arith.constant 0 : i64
        %7 = arith.constant 1 : index
        %2, %3 = scf.for %4 = %lo to %hi step %7 iter_args(%5 = %halt, %6 = %1) -> (i32, i64) {
          %8 = memref.load %pc[%4] : memref<?xi32>
          %9 = arith.constant 0 : i32
          %10 = arith.cmpi eq, %8, %9 : i32
          scf.if %10 {
            %11 = arith.constant 0 : index
            %12 = arith.constant 0 : index
            %13 = memref.load %v0_top[%4] : memref<?xi64>
            %14 = arith.constant 1 : i64
            %15 = arith.cmpi slt, %13, %14 : i64
            %16 = arith.constant 1 : i32
            %17 = arith.constant 2 : i32
            %18 = arith.select %15, %16, %17 : i32
            memref.store %18, %pc[%4] : memref<?xi32>
          }
          %19 = memref.load %pc[%4] : memref<?xi32>
          %20 = arith.minsi %5, %19 : i32
          %21 = arith.extui %10 : i1 to i64
          %22 = arith.addi %6, %21 : i64
          scf.yield %20, %22 : i32, i64
        }
        %23 = arith.subi %hi, %lo : index
        %24 = arith.index_cast %23 : index to i64
        %25 = arith.constant 1 : i64
        %26 = arith.constant 0 : index
        %27 = memref.atomic_rmw addi %25, %stats[%26] : (i64, memref<?xi64>) -> i64
        %28 = arith.constant 1 : index
        %29 = memref.atomic_rmw addi %24, %stats[%28] : (i64, memref<?xi64>) -> i64
        %30 = arith.constant 2 : index
        %31 = memref.atomic_rmw addi %3, %stats[%30] : (i64, memref<?xi64>) -> i64
        scf.yield %2 : i32
      }
      case 1 {
        %32 = arith.constant 0 : i64
        %38 = arith.constant 1 : index
        %33, %34 = scf.for %35 = %lo to %hi step %38 iter_args(%36 = %halt, %37 = %32) -> (i32, i64) {
          %39 = memref.load %pc[%35] : memref<?xi32>
          %40 = arith.constant 1 : i32
          %41 = arith.cmpi eq, %39, %40 : i32
          scf.if %41 {
            %42 = arith.constant true
            %43 = arith.constant 0 : index
            %44 = arith.constant 0 : index
            %45 = arith.extui %42 : i1 to i8
            memref.store %45, %v1_top[%35] : memref<?xi8>
            %46 = memref.load %pc_sp[%35] : memref<?xi32>
            %47 = arith.constant 0 : i32
            %48 = arith.cmpi sgt, %46, %47 : i32
            scf.if %48 {
              %49 = arith.constant 1 : i32
              %50 = arith.subi %46, %49 : i32
              %51 = arith.constant 0 : index
              %52 = arith.index_cast %50 : i32 to index
              %53 = arith.muli %52, %z : index
              %54 = arith.addi %53, %35 : index
              %55 = memref.load %pc_stack[%54] : memref<?xi32>
              memref.store %50, %pc_sp[%35] : memref<?xi32>
              memref.store %55, %pc[%35] : memref<?xi32>
            } else {
              %56 = arith.constant 8 : i32
              memref.store %56, %pc[%35] : memref<?xi32>
            }
          }
          %57 = memref.load %pc[%35] : memref<?xi32>
          %58 = arith.minsi %36, %57 : i32
          %59 = arith.extui %41 : i1 to i64
          %60 = arith.addi %37, %59 : i64
          scf.yield %58, %60 : i32, i64
        }
        %61 = arith.subi %hi, %lo : index
        %62 = arith.index_cast %61 : index to i64
        %63 = arith.constant 1 : i64
        %64 = arith.constant 3 : index
        %65 = memref.atomic_rmw addi %63, %stats[%64] : (i64, memref<?xi64>) -> i64
        %66 = arith.constant 4 : index
        %67 = memref.atomic_rmw addi %62, %stats[%66] : (i64, memref<?xi64>) -> i64
        %68 = arith.constant 5 : index
        %69 = memref.atomic_rmw addi %34, %stats[%68] : (i64, memref<?xi64>) -> i64
        scf.yield %33 : i32
      }
      case 2 {
        %70 = arith.constant 0 : i64
        %76 = arith.constant 1 : index
        %71, %72 = scf.for %73 = %lo to %hi step %76 iter_args(%74 = %halt, %75 = %70) -> (i32, i64) {
          %77 = memref.load %pc[%73] : memref<?xi32>
          %78 = arith.constant 2 : i32
          %79 = arith.cmpi eq, %77, %78 : i32
          scf.if %79 {
            %80 = arith.constant 0 : index
            %81 = arith.constant 0 : index
            %82 = memref.load %v0_top[%73] : memref<?xi64>
            %83 = arith.constant 1 : i64
            %84 = arith.subi %82, %83 : i64
            %85 = arith.constant 0 : index
            %86 = arith.constant 0 : index
            memref.store %84, %v4_top[%73] : memref<?xi64>
            %87 = memref.load %pc_sp[%73] : memref<?xi32>
            %88 = arith.constant 128 : i32
            %89 = arith.cmpi sge, %87, %88 : i32
            scf.if %89 {
              %90 = arith.constant 1 : i32
              memref.store %90, %status[%73] : memref<?xi32>
              %91 = arith.constant 8 : i32
              memref.store %91, %pc[%73] : memref<?xi32>
            } else {
              %92 = arith.constant 0 : index
              %93 = arith.index_cast %87 : i32 to index
              %94 = arith.muli %93, %z : index
              %95 = arith.addi %94, %73 : index
              %96 = arith.constant 3 : i32
              memref.store %96, %pc_stack[%95] : memref<?xi32>
              %97 = arith.constant 1 : i32
              %98 = arith.addi %87, %97 : i32
              memref.store %98, %pc_sp[%73] : memref<?xi32>
              %99 = arith.constant 4 : i32
              memref.store %99, %pc[%73] : memref<?xi32>
            }
          }
          %100 = memref.load %pc[%73] : memref<?xi32>
          %101 = arith.minsi %74, %100 : i32
          %102 = arith.extui %79 : i1 to i64
          %103 = arith.addi %75, %102 : i64
          scf.yield %101, %103 : i32, i64
        }
        %104 = arith.subi %hi, %lo : index
        %105 = arith.index_cast %104 : index to i64
        %106 = arith.constant 1 : i64
        %107 = arith.constant 6 : index
        %108 = memref.atomic_rmw addi %106, %stats[%107] : (i64, memref<?xi64>) -> i64
        %109 = arith.constant 7 : index
        %110 = memref.atomic_rmw addi %105, %stats[%109] : (i64, memref<?xi64>) -> i64
        %111 = arith.constant 8 : index
        %112 = memref.atomic_rmw addi %72, %stats[%111] : (i64, memref<?xi64>) -> i64
        scf.yield %71 : i32
      }
      case 3 {
        %113 = arith.constant 0 : i64
        %119 = arith.constant 1 : index
        %114, %115 = scf.for %116 = %lo to %hi step %119 iter_args(%117 = %halt, %118 = %113) -> (i32, i64) {
          %120 = memref.load %pc[%116] : memref<?xi32>
          %121 = arith.constant 3 : i32
          %122 = arith.cmpi eq, %120, %121 : i32
          scf.if %122 {
            %123 = arith.constant 0 : index
            %124 = arith.constant 0 : index
            %125 = memref.load %v5_top[%116] : memref<?xi8>
            %126 = arith.constant 0 : i8
            %127 = arith.cmpi ne, %125, %126 : i8
            %128 = arith.constant 0 : index
            %129 = arith.constant 0 : index
            %130 = arith.extui %127 : i1 to i8
            memref.store %130, %v1_top[%116] : memref<?xi8>
            %131 = memref.load %pc_sp[%116] : memref<?xi32>
            %132 = arith.constant 0 : i32
            %133 = arith.cmpi sgt, %131, %132 : i32
            scf.if %133 {
              %134 = arith.constant 1 : i32
              %135 = arith.subi %131, %134 : i32
              %136 = arith.constant 0 : index
              %137 = arith.index_cast %135 : i32 to index
              %138 = arith.muli %137, %z : index
              %139 = arith.addi %138, %116 : index
              %140 = memref.load %pc_stack[%139] : memref<?xi32>
              memref.store %135, %pc_sp[%116] : memref<?xi32>
              memref.store %140, %pc[%116] : memref<?xi32>
            } else {
              %141 = arith.constant 8 : i32
              memref.store %141, %pc[%116] : memref<?xi32>
            }
          }
          %142 = memref.load %pc[%116] : memref<?xi32>
          %143 = arith.minsi %117, %142 : i32
          %144 = arith.extui %122 : i1 to i64
          %145 = arith.addi %118, %144 : i64
          scf.yield %143, %145 : i32, i64
        }
        %146 = arith.subi %hi, %lo : index
        %147 = arith.index_cast %146 : index to i64
        %148 = arith.constant 1 : i64
        %149 = arith.constant 9 : index
        %150 = memref.atomic_rmw addi %148, %stats[%149] : (i64, memref<?xi64>) -> i64
        %151 = arith.constant 10 : index
        %152 = memref.atomic_rmw addi %147, %stats[%151] : (i64, memref<?xi64>) -> i64
        %153 = arith.constant 11 : index
        %154 = memref.atomic_rmw addi %115, %stats[%153] : (i64, memref<?xi64>) -> i64
        scf.yield %114 : i32
      }
      case 4 {
        %155 = arith.constant 0 : i64
        %161 = arith.constant 1 : index
        %156, %157 = scf.for %158 = %lo to %hi step %161 iter_args(%159 = %halt, %160 = %155) -> (i32, i64) {
          %162 = memref.load %pc[%158] : memref<?xi32>
          %163 = arith.constant 4 : i32
          %164 = arith.cmpi eq, %162, %163 : i32
          scf.if %164 {
            %165 = arith.constant 0 : index
            %166 = arith.constant 0 : index
            %167 = memref.load %v4_top[%158] : memref<?xi64>
            %168 = arith.constant 1 : i64
            %169 = arith.cmpi slt, %167, %168 : i64
            %170 = arith.constant 5 : i32
            %171 = arith.constant 6 : i32
            %172 = arith.select %169, %170, %171 : i32
            memref.store %172, %pc[%158] : memref<?xi32>
          }
          %173 = memref.load %pc[%158] : memref<?xi32>
          %174 = arith.minsi %159, %173 : i32
          %175 = arith.extui %164 : i1 to i64
          %176 = arith.addi %160, %175 : i64
          scf.yield %174, %176 : i32, i64
        }
        %177 = arith.subi %hi, %lo : index
        %178 = arith.index_cast %177 : index to i64
        %179 = arith.constant 1 : i64
        %180 = arith.constant 12 : index
        %181 = memref.atomic_rmw addi %179, %stats[%180] : (i64, memref<?xi64>) -> i64
        %182 = arith.constant 13 : index
        %183 = memref.atomic_rmw addi %178, %stats[%182] : (i64, memref<?xi64>) -> i64
        %184 = arith.constant 14 : index
        %185 = memref.atomic_rmw addi %157, %stats[%184] : (i64, memref<?xi64>) -> i64
        scf.yield %156 : i32
      }
      case 5 {
        %186 = arith.constant 0 : i64
        %192 = arith.constant 1 : index
        %187, %188 = scf.for %189 = %lo to %hi step %192 iter_args(%190 = %halt, %191 = %186) -> (i32, i64) {
          %193 = memref.load %pc[%189] : memref<?xi32>
          %194 = arith.constant 5 : i32
          %195 = arith.cmpi eq, %193, %194 : i32
          scf.if %195 {
            %196 = arith.constant false
            %197 = arith.constant 0 : index
            %198 = arith.constant 0 : index
            %199 = arith.extui %196 : i1 to i8
            memref.store %199, %v5_top[%189] : memref<?xi8>
            %200 = memref.load %pc_sp[%189] : memref<?xi32>
            %201 = arith.constant 0 : i32
            %202 = arith.cmpi sgt, %200, %201 : i32
            scf.if %202 {
              %203 = arith.constant 1 : i32
              %204 = arith.subi %200, %203 : i32
              %205 = arith.constant 0 : index
              %206 = arith.index_cast %204 : i32 to index
              %207 = arith.muli %206, %z : index
              %208 = arith.addi %207, %189 : index
              %209 = memref.load %pc_stack[%208] : memref<?xi32>
              memref.store %204, %pc_sp[%189] : memref<?xi32>
              memref.store %209, %pc[%189] : memref<?xi32>
            } else {
              %210 = arith.constant 8 : i32
              memref.store %210, %pc[%189] : memref<?xi32>
            }
          }
          %211 = memref.load %pc[%189] : memref<?xi32>
          %212 = arith.minsi %190, %211 : i32
          %213 = arith.extui %195 : i1 to i64
          %214 = arith.addi %191, %213 : i64
          scf.yield %212, %214 : i32, i64
        }
        %215 = arith.subi %hi, %lo : index
        %216 = arith.index_cast %215 : index to i64
        %217 = arith.constant 1 : i64
        %218 = arith.constant 15 : index
        %219 = memref.atomic_rmw addi %217, %stats[%218] : (i64, memref<?xi64>) -> i64
        %220 = arith.constant 16 : index
        %221 = memref.atomic_rmw addi %216, %stats[%220] : (i64, memref<?xi64>) -> i64
        %222 = arith.constant 17 : index
        %223 = memref.atomic_rmw addi %188, %stats[%222] : (i64, memref<?xi64>) -> i64
        scf.yield %187 : i32
      }
      case 6 {
        %224 = arith.constant 0 : i64
        %230 = arith.constant 1 : index
        %225, %226 = scf.for %227 = %lo to %hi step %230 iter_args(%228 = %halt, %229 = %224) -> (i32, i64) {
          %231 = memref.load %pc[%227] : memref<?xi32>
          %232 = arith.constant 6 : i32
          %233 = arith.cmpi eq, %231, %232 : i32
          scf.if %233 {
            %234 = arith.constant 0 : index
            %235 = arith.constant 0 : index
            %236 = memref.load %v4_top[%227] : memref<?xi64>
            %237 = arith.constant 1 : i64
            %238 = arith.subi %236, %237 : i64
            %239 = arith.constant 0 : index
            %240 = arith.constant 0 : index
            memref.store %238, %v0_top[%227] : memref<?xi64>
            %241 = memref.load %pc_sp[%227] : memref<?xi32>
            %242 = arith.constant 128 : i32
            %243 = arith.cmpi sge, %241, %242 : i32
            scf.if %243 {
              %244 = arith.constant 1 : i32
              memref.store %244, %status[%227] : memref<?xi32>
              %245 = arith.constant 8 : i32
              memref.store %245, %pc[%227] : memref<?xi32>
            } else {
              %246 = arith.constant 0 : index
              %247 = arith.index_cast %241 : i32 to index
              %248 = arith.muli %247, %z : index
              %249 = arith.addi %248, %227 : index
              %250 = arith.constant 7 : i32
              memref.store %250, %pc_stack[%249] : memref<?xi32>
              %251 = arith.constant 1 : i32
              %252 = arith.addi %241, %251 : i32
              memref.store %252, %pc_sp[%227] : memref<?xi32>
              %253 = arith.constant 0 : i32
              memref.store %253, %pc[%227] : memref<?xi32>
            }
          }
          %254 = memref.load %pc[%227] : memref<?xi32>
          %255 = arith.minsi %228, %254 : i32
          %256 = arith.extui %233 : i1 to i64
          %257 = arith.addi %229, %256 : i64
          scf.yield %255, %257 : i32, i64
        }
        %258 = arith.subi %hi, %lo : index
        %259 = arith.index_cast %258 : index to i64
        %260 = arith.constant 1 : i64
        %261 = arith.constant 18 : index
        %262 = memref.atomic_rmw addi %260, %stats[%261] : (i64, memref<?xi64>) -> i64
        %263 = arith.constant 19 : index
        %264 = memref.atomic_rmw addi %259, %stats[%263] : (i64, memref<?xi64>) -> i64
        %265 = arith.constant 20 : index
        %266 = memref.atomic_rmw addi %226, %stats[%265] : (i64, memref<?xi64>) -> i64
        scf.yield %225 : i32
      }
      case 7 {
        %267 = arith.constant 0 : i64
        %273 = arith.constant 1 : index
        %268, %269 = scf.for %270 = %lo to %hi step %273 iter_args(%271 = %halt, %272 = %267) -> (i32, i64) {
          %274 = memref.load %pc[%270] : memref<?xi32>
          %275 = arith.constant 7 : i32
          %276 = arith.cmpi eq, %274, %275 : i32
          scf.if %276 {
            %277 = arith.constant 0 : index
            %278 = arith.constant 0 : index
            %279 = memref.load %v1_top[%270] : memref<?xi8>
            %280 = arith.constant 0 : i8
            %281 = arith.cmpi ne, %279, %280 : i8
            %282 = arith.constant 0 : index
            %283 = arith.constant 0 : index
            %284 = arith.extui %281 : i1 to i8
            memref.store %284, %v5_top[%270] : memref<?xi8>
            %285 = memref.load %pc_sp[%270] : memref<?xi32>
            %286 = arith.constant 0 : i32
            %287 = arith.cmpi sgt, %285, %286 : i32
            scf.if %287 {
              %288 = arith.constant 1 : i32
              %289 = arith.subi %285, %288 : i32
              %290 = arith.constant 0 : index
              %291 = arith.index_cast %289 : i32 to index
              %292 = arith.muli %291, %z : index
              %293 = arith.addi %292, %270 : index
              %294 = memref.load %pc_stack[%293] : memref<?xi32>
              memref.store %289, %pc_sp[%270] : memref<?xi32>
              memref.store %294, %pc[%270] : memref<?xi32>
            } else {
              %295 = arith.constant 8 : i32
              memref.store %295, %pc[%270] : memref<?xi32>
            }
          }
          %296 = memref.load %pc[%270] : memref<?xi32>
          %297 = arith.minsi %271, %296 : i32
          %298 = arith.extui %276 : i1 to i64
          %299 = arith.addi %272, %298 : i64
          scf.yield %297, %299 : i32, i64
        }
        %300 = arith.subi %hi, %lo : index
        %301 = arith.index_cast %300 : index to i64
        %302 = arith.constant 1 : i64
        %303 = arith.constant 21 : index
        %304 = memref.atomic_rmw addi %302, %stats[%303] : (i64, memref<?xi64>) -> i64
        %305 = arith.constant 22 : index
        %306 = memref.atomic_rmw addi %301, %stats[%305] : (i64, memref<?xi64>) -> i64
        %307 = arith.constant 23 : index
        %308 = memref.atomic_rmw addi %269, %stats[%307] : (i64, memref<?xi64>) -> i64
        scf.yield %268 : i32
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
      %30 = memref.view %state[%28][%29] : memref<?xi8> to memref<?xi64>
      %31 = arith.constant 12 : index
      %32 = arith.constant 13 : index
      %33 = memref.load %layout[%31] : memref<?xindex>
      %34 = memref.load %layout[%32] : memref<?xindex>
      %35 = memref.view %state[%33][%34] : memref<?xi8> to memref<?xi8>
      %36 = arith.constant 14 : index
      %37 = arith.constant 15 : index
      %38 = memref.load %layout[%36] : memref<?xindex>
      %39 = memref.load %layout[%37] : memref<?xindex>
      %40 = memref.view %state[%38][%39] : memref<?xi8> to memref<?xi64>
      %41 = arith.constant 16 : index
      %42 = arith.constant 17 : index
      %43 = memref.load %layout[%41] : memref<?xindex>
      %44 = memref.load %layout[%42] : memref<?xindex>
      %45 = memref.view %state[%43][%44] : memref<?xi8> to memref<?xi8>
      %46 = func.call @is_even_run(%5, %10, %15, %20, %25, %30, %35, %40, %45, %lo, %hi) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi64>, memref<?xi64>, memref<?xi8>, memref<?xi64>, memref<?xi8>, index, index) -> i64
      return %46 : i64
    }

}
