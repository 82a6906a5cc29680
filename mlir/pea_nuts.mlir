module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @main_run(%pc: memref<?xi32> {llvm.noalias}, %pc_stack: memref<?xi32> {llvm.noalias}, %pc_sp: memref<?xi32> {llvm.noalias}, %status: memref<?xi32> {llvm.noalias}, %v0_top: memref<?xi64> {llvm.noalias}, %v1_top: memref<?xf64> {llvm.noalias}, %v2_shared: memref<?xf64> {llvm.noalias}, %v3_top: memref<?xf64> {llvm.noalias}, %v5_top: memref<?xi64> {llvm.noalias}, %v6_top: memref<?xf64> {llvm.noalias}, %v7_top: memref<?xf64> {llvm.noalias}, %v10_top: memref<?xi64> {llvm.noalias}, %v11_top: memref<?xf64> {llvm.noalias}, %v12_top: memref<?xf64> {llvm.noalias}, %v14_top: memref<?xi64> {llvm.noalias}, %v14_stack: memref<?xi64> {llvm.noalias}, %v14_sp: memref<?xi32> {llvm.noalias}, %v16_top: memref<?xf64> {llvm.noalias}, %v18_top: memref<?xf64> {llvm.noalias}, %v19_top: memref<?xi64> {llvm.noalias}, %v20_top: memref<?xi64> {llvm.noalias}, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = memref.dim %pc, %c0 : memref<?xi32>
    %halt = arith.constant 14 : i32
    %steps0 = arith.constant 0 : i64
    %scratch0 = memref.alloca() : memref<3xf64>
    %scratch1 = memref.alloca() : memref<3xf64>
    %scratch2 = memref.alloca() : memref<3xf64>
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
            %8 = arith.constant 1 : i32
            memref.store %8, %pc[%3] : memref<?xi32>
          }
          %9 = memref.load %pc[%3] : memref<?xi32>
          %10 = arith.minsi %4, %9 : i32
          scf.yield %10 : i32
        }
        scf.yield %2 : i32
      }
      case 1 {
        %11 = arith.constant 1 : index
        %12 = scf.for %13 = %lo to %hi step %11 iter_args(%14 = %halt) -> (i32) {
          %15 = memref.load %pc[%13] : memref<?xi32>
          %16 = arith.constant 1 : i32
          %17 = arith.cmpi eq, %15, %16 : i32
          scf.if %17 {
            %18 = arith.constant 0 : index
            %19 = arith.constant 0 : index
            %20 = memref.load %v0_top[%13] : memref<?xi64>
            %21 = arith.constant 0 : i64
            %22 = arith.cmpi sgt, %20, %21 : i64
            %23 = arith.constant 2 : i32
            %24 = arith.constant 5 : i32
            %25 = arith.select %22, %23, %24 : i32
            memref.store %25, %pc[%13] : memref<?xi32>
          }
          %26 = memref.load %pc[%13] : memref<?xi32>
          %27 = arith.minsi %14, %26 : i32
          scf.yield %27 : i32
        }
        scf.yield %12 : i32
      }
      case 2 {
        %28 = arith.constant 1 : index
        %29 = scf.for %30 = %lo to %hi step %28 iter_args(%31 = %halt) -> (i32) {
          %32 = memref.load %pc[%30] : memref<?xi32>
          %33 = arith.constant 2 : i32
          %34 = arith.cmpi eq, %32, %33 : i32
          scf.if %34 {
            %35 = arith.constant 0 : index
            %36 = arith.constant 0 : index
            %37 = memref.load %v0_top[%30] : memref<?xi64>
            %38 = arith.constant 1 : i64
            %39 = arith.subi %37, %38 : i64
            %40 = arith.constant 0 : index
            %41 = arith.constant 0 : index
            memref.store %39, %v0_top[%30] : memref<?xi64>
            %42 = arith.constant 0 : index
            %43 = arith.constant 0 : index
            memref.store %39, %v19_top[%30] : memref<?xi64>
            %44 = memref.load %pc_sp[%30] : memref<?xi32>
            %45 = arith.constant 128 : i32
            %46 = arith.cmpi sge, %44, %45 : i32
            scf.if %46 {
              %47 = arith.constant 1 : i32
              memref.store %47, %status[%30] : memref<?xi32>
              %48 = arith.constant 14 : i32
              memref.store %48, %pc[%30] : memref<?xi32>
            } else {
              %49 = arith.constant 0 : index
              %50 = arith.index_cast %44 : i32 to index
              %51 = arith.muli %50, %z : index
              %52 = arith.addi %51, %30 : index
              %53 = arith.constant 3 : i32
              memref.store %53, %pc_stack[%52] : memref<?xi32>
              %54 = arith.constant 1 : i32
              %55 = arith.addi %44, %54 : i32
              memref.store %55, %pc_sp[%30] : memref<?xi32>
              %56 = arith.constant 13 : i32
              memref.store %56, %pc[%30] : memref<?xi32>
            }
          }
          %57 = memref.load %pc[%30] : memref<?xi32>
          %58 = arith.minsi %31, %57 : i32
          scf.yield %58 : i32
        }
        scf.yield %29 : i32
      }
      case 3 {
        %59 = arith.constant 1 : index
        %60 = scf.for %61 = %lo to %hi step %59 iter_args(%62 = %halt) -> (i32) {
          %63 = memref.load %pc[%61] : memref<?xi32>
          %64 = arith.constant 3 : i32
          %65 = arith.cmpi eq, %63, %64 : i32
          scf.if %65 {
            %66 = arith.constant 0 : index
            %67 = arith.constant 0 : index
            %68 = memref.load %v20_top[%61] : memref<?xi64>
            %69 = arith.constant 0 : index
            %70 = arith.constant 0 : index
            memref.store %68, %v5_top[%61] : memref<?xi64>
            %71 = arith.constant 0 : index
            %72 = arith.constant 0 : index
            memref.store %68, %v10_top[%61] : memref<?xi64>
            %73 = arith.constant 0 : index
            %74 = arith.constant 3 : index
            %75 = arith.muli %61, %74 : index
            %76 = arith.constant 0 : index
            %77 = arith.constant 3 : index
            %78 = arith.muli %61, %77 : index
            %79 = arith.constant 0 : index
            %80 = arith.constant 3 : index
            %81 = arith.constant 1 : index
            scf.for %82 = %79 to %80 step %81 {
              %83 = arith.addi %75, %82 : index
              %84 = memref.load %v1_top[%83] : memref<?xf64>
              %85 = arith.addi %78, %82 : index
              memref.store %84, %v11_top[%85] : memref<?xf64>
            }
            %86 = memref.load %pc_sp[%61] : memref<?xi32>
            %87 = arith.constant 128 : i32
            %88 = arith.cmpi sge, %86, %87 : i32
            scf.if %88 {
              %89 = arith.constant 1 : i32
              memref.store %89, %status[%61] : memref<?xi32>
              %90 = arith.constant 14 : i32
              memref.store %90, %pc[%61] : memref<?xi32>
            } else {
              %91 = arith.constant 0 : index
              %92 = arith.index_cast %86 : i32 to index
              %93 = arith.muli %92, %z : index
              %94 = arith.addi %93, %61 : index
              %95 = arith.constant 4 : i32
              memref.store %95, %pc_stack[%94] : memref<?xi32>
              %96 = arith.constant 1 : i32
              %97 = arith.addi %86, %96 : i32
              memref.store %97, %pc_sp[%61] : memref<?xi32>
              %98 = arith.constant 7 : i32
              memref.store %98, %pc[%61] : memref<?xi32>
            }
          }
          %99 = memref.load %pc[%61] : memref<?xi32>
          %100 = arith.minsi %62, %99 : i32
          scf.yield %100 : i32
        }
        scf.yield %60 : i32
      }
      case 4 {
        %101 = arith.constant 1 : index
        %102 = scf.for %103 = %lo to %hi step %101 iter_args(%104 = %halt) -> (i32) {
          %105 = memref.load %pc[%103] : memref<?xi32>
          %106 = arith.constant 4 : i32
          %107 = arith.cmpi eq, %105, %106 : i32
          scf.if %107 {
            %108 = arith.constant 0 : index
            %109 = arith.constant 3 : index
            %110 = arith.muli %103, %109 : index
            %111 = arith.constant 0 : index
            %112 = arith.constant 3 : index
            %113 = arith.muli %103, %112 : index
            %114 = arith.constant 0 : index
            %115 = arith.constant 3 : index
            %116 = arith.constant 1 : index
            scf.for %117 = %114 to %115 step %116 {
              %118 = arith.addi %110, %117 : index
              %119 = memref.load %v12_top[%118] : memref<?xf64>
              %120 = arith.addi %113, %117 : index
              memref.store %119, %v1_top[%120] : memref<?xf64>
            }
            %121 = arith.constant 1 : i32
            memref.store %121, %pc[%103] : memref<?xi32>
          }
          %122 = memref.load %pc[%103] : memref<?xi32>
          %123 = arith.minsi %104, %122 : i32
          scf.yield %123 : i32
        }
        scf.yield %102 : i32
      }
      case 5 {
        %124 = arith.constant 1 : index
        %125 = scf.for %126 = %lo to %hi step %124 iter_args(%127 = %halt) -> (i32) {
          %128 = memref.load %pc[%126] : memref<?xi32>
          %129 = arith.constant 5 : i32
          %130 = arith.cmpi eq, %128, %129 : i32
          scf.if %130 {
            %131 = arith.constant 0 : index
            %132 = arith.constant 3 : index
            %133 = arith.muli %126, %132 : index
            %134 = arith.constant 0 : index
            %135 = arith.constant 3 : index
            %136 = arith.muli %126, %135 : index
            %137 = arith.constant 0 : index
            %138 = arith.constant 3 : index
            %139 = arith.constant 1 : index
            scf.for %140 = %137 to %138 step %139 {
              %141 = arith.addi %133, %140 : index
              %142 = memref.load %v1_top[%141] : memref<?xf64>
              %143 = arith.addi %136, %140 : index
              memref.store %142, %v3_top[%143] : memref<?xf64>
            }
            %144 = memref.load %pc_sp[%126] : memref<?xi32>
            %145 = arith.constant 0 : i32
            %146 = arith.cmpi sgt, %144, %145 : i32
            scf.if %146 {
              %147 = arith.constant 1 : i32
              %148 = arith.subi %144, %147 : i32
              %149 = arith.constant 0 : index
              %150 = arith.index_cast %148 : i32 to index
              %151 = arith.muli %150, %z : index
              %152 = arith.addi %151, %126 : index
              %153 = memref.load %pc_stack[%152] : memref<?xi32>
              memref.store %148, %pc_sp[%126] : memref<?xi32>
              memref.store %153, %pc[%126] : memref<?xi32>
            } else {
              %154 = arith.constant 14 : i32
              memref.store %154, %pc[%126] : memref<?xi32>
            }
          }
          %155 = memref.load %pc[%126] : memref<?xi32>
          %156 = arith.minsi %127, %155 : i32
          scf.yield %156 : i32
        }
        scf.yield %125 : i32
      }
      case 6 {
        %157 = arith.constant 1 : index
        %158 = scf.for %159 = %lo to %hi step %157 iter_args(%160 = %halt) -> (i32) {
          %161 = memref.load %pc[%159] : memref<?xi32>
          %162 = arith.constant 6 : i32
          %163 = arith.cmpi eq, %161, %162 : i32
          scf.if %163 {
            %164 = arith.constant 0 : index
            %165 = arith.constant 0 : index
            %166 = arith.constant 3 : index
            %167 = arith.muli %159, %166 : index
            %168 = arith.constant 0 : index
            %169 = arith.constant 0 : index
            %170 = arith.constant 3 : index
            %171 = arith.constant 1 : index
            %172 = arith.constant 1 : index
            scf.for %173 = %169 to %170 step %172 {
              %174 = arith.constant 1 : index
              scf.for %175 = %169 to %171 step %174 {
                %176 = arith.constant 0x0000000000000000 : f64
                %177 = arith.constant 0 : index
                %178 = arith.constant 3 : index
                %179 = arith.constant 1 : index
                %180 = scf.for %181 = %177 to %178 step %179 iter_args(%182 = %176) -> (f64) {
                  %183 = arith.constant 3 : index
                  %184 = arith.muli %173, %183 : index
                  %185 = arith.addi %184, %181 : index
                  %186 = arith.addi %181, %175 : index
                  %187 = memref.load %v2_shared[%185] : memref<?xf64>
                  %188 = arith.addi %167, %186 : index
                  %189 = memref.load %v6_top[%188] : memref<?xf64>
                  %190 = arith.mulf %187, %189 : f64
                  %191 = arith.addf %182, %190 : f64
                  scf.yield %191 : f64
                }
                %192 = arith.addi %173, %175 : index
                memref.store %180, %scratch0[%192] : memref<3xf64>
              }
            }
            %193 = arith.constant 0 : index
            %194 = arith.constant 0x0000000000000000 : f64
            %195 = arith.constant 0 : index
            %196 = arith.constant 3 : index
            %197 = arith.constant 1 : index
            %198 = scf.for %199 = %195 to %196 step %197 iter_args(%200 = %194) -> (f64) {
              %201 = memref.load %scratch0[%199] : memref<3xf64>
              %202 = arith.addf %200, %201 : f64
              scf.yield %202 : f64
            }
            %203 = arith.constant 0 : index
            %204 = arith.constant 3 : index
            %205 = arith.muli %159, %204 : index
            %206 = arith.constant 0 : index
            %207 = arith.constant 3 : index
            %208 = arith.muli %159, %207 : index
            %209 = arith.constant 0 : index
            %210 = arith.constant 3 : index
            %211 = arith.constant 1 : index
            scf.for %212 = %209 to %210 step %211 {
              %213 = arith.addi %205, %212 : index
              %214 = memref.load %v6_top[%213] : memref<?xf64>
              %215 = arith.addf %214, %198 : f64
              %216 = arith.addi %208, %212 : index
              memref.store %215, %v7_top[%216] : memref<?xf64>
            }
            %217 = memref.load %pc_sp[%159] : memref<?xi32>
            %218 = arith.constant 0 : i32
            %219 = arith.cmpi sgt, %217, %218 : i32
            scf.if %219 {
              %220 = arith.constant 1 : i32
              %221 = arith.subi %217, %220 : i32
              %222 = arith.constant 0 : index
              %223 = arith.index_cast %221 : i32 to index
              %224 = arith.muli %223, %z : index
              %225 = arith.addi %224, %159 : index
              %226 = memref.load %pc_stack[%225] : memref<?xi32>
              memref.store %221, %pc_sp[%159] : memref<?xi32>
              memref.store %226, %pc[%159] : memref<?xi32>
            } else {
              %227 = arith.constant 14 : i32
              memref.store %227, %pc[%159] : memref<?xi32>
            }
          }
          %228 = memref.load %pc[%159] : memref<?xi32>
          %229 = arith.minsi %160, %228 : i32
          scf.yield %229 : i32
        }
        scf.yield %158 : i32
      }
      case 7 {
        %230 = arith.constant 1 : index
        %231 = scf.for %232 = %lo to %hi step %230 iter_args(%233 = %halt) -> (i32) {
          %234 = memref.load %pc[%232] : memref<?xi32>
          %235 = arith.constant 7 : i32
          %236 = arith.cmpi eq, %234, %235 : i32
          scf.if %236 {
            %237 = arith.constant 0 : index
            %238 = arith.constant 0 : index
            %239 = memref.load %v10_top[%232] : memref<?xi64>
            %240 = arith.constant 0 : i64
            %241 = arith.cmpi sle, %239, %240 : i64
            %242 = arith.constant 8 : i32
            %243 = arith.constant 10 : i32
            %244 = arith.select %241, %242, %243 : i32
            memref.store %244, %pc[%232] : memref<?xi32>
          }
          %245 = memref.load %pc[%232] : memref<?xi32>
          %246 = arith.minsi %233, %245 : i32
          scf.yield %246 : i32
        }
        scf.yield %231 : i32
      }
      case 8 {
        %247 = arith.constant 1 : index
        %248 = scf.for %249 = %lo to %hi step %247 iter_args(%250 = %halt) -> (i32) {
          %251 = memref.load %pc[%249] : memref<?xi32>
          %252 = arith.constant 8 : i32
          %253 = arith.cmpi eq, %251, %252 : i32
          scf.if %253 {
            %254 = arith.constant 0 : index
            %255 = arith.constant 3 : index
            %256 = arith.muli %249, %255 : index
            %257 = arith.constant 0 : index
            %258 = arith.constant 3 : index
            %259 = arith.muli %249, %258 : index
            %260 = arith.constant 0 : index
            %261 = arith.constant 3 : index
            %262 = arith.constant 1 : index
            scf.for %263 = %260 to %261 step %262 {
              %264 = arith.addi %256, %263 : index
              %265 = memref.load %v11_top[%264] : memref<?xf64>
              %266 = arith.addi %259, %263 : index
              memref.store %265, %v6_top[%266] : memref<?xf64>
            }
            %267 = memref.load %pc_sp[%249] : memref<?xi32>
            %268 = arith.constant 128 : i32
            %269 = arith.cmpi sge, %267, %268 : i32
            scf.if %269 {
              %270 = arith.constant 1 : i32
              memref.store %270, %status[%249] : memref<?xi32>
              %271 = arith.constant 14 : i32
              memref.store %271, %pc[%249] : memref<?xi32>
            } else {
              %272 = arith.constant 0 : index
              %273 = arith.index_cast %267 : i32 to index
              %274 = arith.muli %273, %z : index
              %275 = arith.addi %274, %249 : index
              %276 = arith.constant 9 : i32
              memref.store %276, %pc_stack[%275] : memref<?xi32>
              %277 = arith.constant 1 : i32
              %278 = arith.addi %267, %277 : i32
              memref.store %278, %pc_sp[%249] : memref<?xi32>
              %279 = arith.constant 6 : i32
              memref.store %279, %pc[%249] : memref<?xi32>
            }
          }
          %280 = memref.load %pc[%249] : memref<?xi32>
          %281 = arith.minsi %250, %280 : i32
          scf.yield %281 : i32
        }
        scf.yield %248 : i32
      }
      case 9 {
        %282 = arith.constant 1 : index
        %283 = scf.for %284 = %lo to %hi step %282 iter_args(%285 = %halt) -> (i32) {
          %286 = memref.load %pc[%284] : memref<?xi32>
          %287 = arith.constant 9 : i32
          %288 = arith.cmpi eq, %286, %287 : i32
          scf.if %288 {
            %289 = arith.constant 0 : index
            %290 = arith.constant 3 : index
            %291 = arith.muli %284, %290 : index
            %292 = arith.constant 0 : index
            %293 = arith.constant 3 : index
            %294 = arith.muli %284, %293 : index
            %295 = arith.constant 0 : index
            %296 = arith.constant 3 : index
            %297 = arith.constant 1 : index
            scf.for %298 = %295 to %296 step %297 {
              %299 = arith.addi %291, %298 : index
              %300 = memref.load %v7_top[%299] : memref<?xf64>
              %301 = arith.addi %294, %298 : index
              memref.store %300, %v12_top[%301] : memref<?xf64>
            }
            %302 = memref.load %pc_sp[%284] : memref<?xi32>
            %303 = arith.constant 0 : i32
            %304 = arith.cmpi sgt, %302, %303 : i32
            scf.if %304 {
              %305 = arith.constant 1 : i32
              %306 = arith.subi %302, %305 : i32
              %307 = arith.constant 0 : index
              %308 = arith.index_cast %306 : i32 to index
              %309 = arith.muli %308, %z : index
              %310 = arith.addi %309, %284 : index
              %311 = memref.load %pc_stack[%310] : memref<?xi32>
              memref.store %306, %pc_sp[%284] : memref<?xi32>
              memref.store %311, %pc[%284] : memref<?xi32>
            } else {
              %312 = arith.constant 14 : i32
              memref.store %312, %pc[%284] : memref<?xi32>
            }
          }
          %313 = memref.load %pc[%284] : memref<?xi32>
          %314 = arith.minsi %285, %313 : i32
          scf.yield %314 : i32
        }
        scf.yield %283 : i32
      }
      case 10 {
        %315 = arith.constant 1 : index
        %316 = scf.for %317 = %lo to %hi step %315 iter_args(%318 = %halt) -> (i32) {
          %319 = memref.load %pc[%317] : memref<?xi32>
          %320 = arith.constant 10 : i32
          %321 = arith.cmpi eq, %319, %320 : i32
          scf.if %321 {
            %322 = arith.constant 0 : index
            %323 = arith.constant 0 : index
            %324 = memref.load %v10_top[%317] : memref<?xi64>
            %325 = arith.constant 1 : i64
            %326 = arith.subi %324, %325 : i64
            %327 = arith.constant 0 : index
            %328 = arith.constant 0 : index
            memref.store %326, %v14_top[%317] : memref<?xi64>
            %329 = arith.constant 1 : i64
            %330 = arith.subi %324, %329 : i64
            %331 = arith.constant 0 : index
            %332 = arith.constant 3 : index
            %333 = arith.muli %317, %332 : index
            %334 = arith.constant 0 : index
            %335 = arith.constant 0 : index
            %336 = arith.constant 3 : index
            %337 = arith.constant 1 : index
            scf.for %338 = %335 to %336 step %337 {
              %339 = arith.addi %333, %338 : index
              %340 = memref.load %v11_top[%339] : memref<?xf64>
              memref.store %340, %scratch2[%338] : memref<3xf64>
            }
            %341 = memref.load %v14_sp[%317] : memref<?xi32>
            %342 = arith.constant 128 : i32
            %343 = arith.cmpi sge, %341, %342 : i32
            scf.if %343 {
              %344 = arith.constant 1 : i32
              memref.store %344, %status[%317] : memref<?xi32>
              %345 = arith.constant 14 : i32
              memref.store %345, %pc[%317] : memref<?xi32>
            } else {
              %346 = arith.index_cast %341 : i32 to index
              %347 = arith.constant 0 : index
              %348 = memref.load %v14_top[%317] : memref<?xi64>
              %349 = arith.muli %346, %z : index
              %350 = arith.addi %349, %317 : index
              memref.store %348, %v14_stack[%350] : memref<?xi64>
              %351 = arith.constant 1 : i32
              %352 = arith.addi %341, %351 : i32
              memref.store %352, %v14_sp[%317] : memref<?xi32>
              %353 = arith.constant 0 : index
              %354 = arith.constant 0 : index
              memref.store %326, %v14_top[%317] : memref<?xi64>
              %355 = arith.constant 0 : index
              %356 = arith.constant 0 : index
              memref.store %330, %v10_top[%317] : memref<?xi64>
              %357 = arith.constant 0 : index
              %358 = arith.constant 0 : index
              %359 = arith.constant 3 : index
              %360 = arith.muli %317, %359 : index
              %361 = arith.constant 0 : index
              %362 = arith.constant 3 : index
              %363 = arith.constant 1 : index
              scf.for %364 = %361 to %362 step %363 {
                %365 = memref.load %scratch2[%364] : memref<3xf64>
                %366 = arith.addi %360, %364 : index
                memref.store %365, %v11_top[%366] : memref<?xf64>
              }
              %367 = memref.load %pc_sp[%317] : memref<?xi32>
              %368 = arith.constant 128 : i32
              %369 = arith.cmpi sge, %367, %368 : i32
              scf.if %369 {
                %370 = arith.constant 1 : i32
                memref.store %370, %status[%317] : memref<?xi32>
                %371 = arith.constant 14 : i32
                memref.store %371, %pc[%317] : memref<?xi32>
              } else {
                %372 = arith.constant 0 : index
                %373 = arith.index_cast %367 : i32 to index
                %374 = arith.muli %373, %z : index
                %375 = arith.addi %374, %317 : index
                %376 = arith.constant 11 : i32
                memref.store %376, %pc_stack[%375] : memref<?xi32>
                %377 = arith.constant 1 : i32
                %378 = arith.addi %367, %377 : i32
                memref.store %378, %pc_sp[%317] : memref<?xi32>
                %379 = arith.constant 7 : i32
                memref.store %379, %pc[%317] : memref<?xi32>
              }
            }
          }
          %380 = memref.load %pc[%317] : memref<?xi32>
          %381 = arith.minsi %318, %380 : i32
          scf.yield %381 : i32
        }
        scf.yield %316 : i32
      }
      case 11 {
        %382 = arith.constant 1 : index
        %383 = scf.for %384 = %lo to %hi step %382 iter_args(%385 = %halt) -> (i32) {
          %386 = memref.load %pc[%384] : memref<?xi32>
          %387 = arith.constant 11 : i32
          %388 = arith.cmpi eq, %386, %387 : i32
          scf.if %388 {
            %389 = arith.constant 0 : index
            %390 = arith.constant 3 : index
            %391 = arith.muli %384, %390 : index
            %392 = arith.constant 0 : index
            %393 = arith.constant 3 : index
            %394 = arith.muli %384, %393 : index
            %395 = arith.constant 0 : index
            %396 = arith.constant 3 : index
            %397 = arith.constant 1 : index
            scf.for %398 = %395 to %396 step %397 {
              %399 = arith.addi %391, %398 : index
              %400 = memref.load %v12_top[%399] : memref<?xf64>
              %401 = arith.addi %394, %398 : index
              memref.store %400, %v16_top[%401] : memref<?xf64>
            }
            %402 = memref.load %v14_sp[%384] : memref<?xi32>
            %403 = arith.constant 0 : i32
            %404 = arith.cmpi sgt, %402, %403 : i32
            scf.if %404 {
              %405 = arith.constant 1 : i32
              %406 = arith.subi %402, %405 : i32
              %407 = arith.index_cast %406 : i32 to index
              %408 = arith.constant 0 : index
              %409 = arith.muli %407, %z : index
              %410 = arith.addi %409, %384 : index
              %411 = memref.load %v14_stack[%410] : memref<?xi64>
              memref.store %411, %v14_top[%384] : memref<?xi64>
              memref.store %406, %v14_sp[%384] : memref<?xi32>
            }
            %412 = arith.constant 0 : index
            %413 = arith.constant 3 : index
            %414 = arith.muli %384, %413 : index
            %415 = arith.constant 0x3FF0000000000000 : f64
            %416 = arith.constant 0 : index
            %417 = arith.constant 0 : index
            %418 = arith.constant 3 : index
            %419 = arith.constant 1 : index
            scf.for %420 = %417 to %418 step %419 {
              %421 = arith.addi %414, %420 : index
              %422 = memref.load %v16_top[%421] : memref<?xf64>
              %423 = arith.addf %422, %415 : f64
              memref.store %423, %scratch1[%420] : memref<3xf64>
            }
            %424 = arith.constant 0 : index
            %425 = arith.constant 0 : index
            %426 = memref.load %v14_top[%384] : memref<?xi64>
            %427 = arith.constant 0 : index
            %428 = arith.constant 0 : index
            memref.store %426, %v10_top[%384] : memref<?xi64>
            %429 = arith.constant 0 : index
            %430 = arith.constant 0 : index
            %431 = arith.constant 3 : index
            %432 = arith.muli %384, %431 : index
            %433 = arith.constant 0 : index
            %434 = arith.constant 3 : index
            %435 = arith.constant 1 : index
            scf.for %436 = %433 to %434 step %435 {
              %437 = memref.load %scratch1[%436] : memref<3xf64>
              %438 = arith.addi %432, %436 : index
              memref.store %437, %v11_top[%438] : memref<?xf64>
            }
            %439 = memref.load %pc_sp[%384] : memref<?xi32>
            %440 = arith.constant 128 : i32
            %441 = arith.cmpi sge, %439, %440 : i32
            scf.if %441 {
              %442 = arith.constant 1 : i32
              memref.store %442, %status[%384] : memref<?xi32>
              %443 = arith.constant 14 : i32
              memref.store %443, %pc[%384] : memref<?xi32>
            } else {
              %444 = arith.constant 0 : index
              %445 = arith.index_cast %439 : i32 to index
              %446 = arith.muli %445, %z : index
              %447 = arith.addi %446, %384 : index
              %448 = arith.constant 12 : i32
              memref.store %448, %pc_stack[%447] : memref<?xi32>
              %449 = arith.constant 1 : i32
              %450 = arith.addi %439, %449 : i32
              memref.store %450, %pc_sp[%384] : memref<?xi32>
              %451 = arith.constant 7 : i32
              memref.store %451, %pc[%384] : memref<?xi32>
            }
          }
          %452 = memref.load %pc[%384] : memref<?xi32>
          %453 = arith.minsi %385, %452 : i32
          scf.yield %453 : i32
        }
        scf.yield %383 : i32
      }
      case 12 {
        %454 = arith.constant 1 : index
        %455 = scf.for %456 = %lo to %hi step %454 iter_args(%457 = %halt) -> (i32) {
          %458 = memref.load %pc[%456] : memref<?xi32>
          %459 = arith.constant 12 : i32
          %460 = arith.cmpi eq, %458, %459 : i32
          scf.if %460 {
            %461 = arith.constant 0 : index
            %462 = arith.constant 3 : index
            %463 = arith.muli %456, %462 : index
            %464 = arith.constant 0 : index
            %465 = arith.constant 3 : index
            %466 = arith.muli %456, %465 : index
            %467 = arith.constant 0 : index
            %468 = arith.constant 3 : index
            %469 = arith.constant 1 : index
            scf.for %470 = %467 to %468 step %469 {
              %471 = arith.addi %463, %470 : index
              %472 = memref.load %v12_top[%471] : memref<?xf64>
              %473 = arith.addi %466, %470 : index
              memref.store %472, %v18_top[%473] : memref<?xf64>
            }
            %474 = arith.constant 0 : index
            %475 = arith.constant 3 : index
            %476 = arith.muli %456, %475 : index
            %477 = arith.constant 0x3FF0000000000000 : f64
            %478 = arith.constant 0 : index
            %479 = arith.constant 3 : index
            %480 = arith.muli %456, %479 : index
            %481 = arith.constant 0 : index
            %482 = arith.constant 3 : index
            %483 = arith.constant 1 : index
            scf.for %484 = %481 to %482 step %483 {
              %485 = arith.addi %476, %484 : index
              %486 = memref.load %v18_top[%485] : memref<?xf64>
              %487 = arith.addf %486, %477 : f64
              %488 = arith.addi %480, %484 : index
              memref.store %487, %v12_top[%488] : memref<?xf64>
            }
            %489 = memref.load %pc_sp[%456] : memref<?xi32>
            %490 = arith.constant 0 : i32
            %491 = arith.cmpi sgt, %489, %490 : i32
            scf.if %491 {
              %492 = arith.constant 1 : i32
              %493 = arith.subi %489, %492 : i32
              %494 = arith.constant 0 : index
              %495 = arith.index_cast %493 : i32 to index
              %496 = arith.muli %495, %z : index
              %497 = arith.addi %496, %456 : index
              %498 = memref.load %pc_stack[%497] : memref<?xi32>
              memref.store %493, %pc_sp[%456] : memref<?xi32>
              memref.store %498, %pc[%456] : memref<?xi32>
            } else {
              %499 = arith.constant 14 : i32
              memref.store %499, %pc[%456] : memref<?xi32>
            }
          }
          %500 = memref.load %pc[%456] : memref<?xi32>
          %501 = arith.minsi %457, %500 : i32
          scf.yield %501 : i32
        }
        scf.yield %455 : i32
      }
      case 13 {
        %502 = arith.constant 1 : index
        %503 = scf.for %504 = %lo to %hi step %502 iter_args(%505 = %halt) -> (i32) {
          %506 = memref.load %pc[%504] : memref<?xi32>
          %507 = arith.constant 13 : i32
          %508 = arith.cmpi eq, %506, %507 : i32
          scf.if %508 {
            %509 = arith.constant 0 : index
            %510 = arith.constant 0 : index
            %511 = memref.load %v19_top[%504] : memref<?xi64>
            %512 = arith.constant 3 : i64
            %513 = arith.constant 0 : i64
            %514 = arith.constant 1 : i64
            %515 = arith.constant -1 : i64
            %516 = arith.constant -9223372036854775808 : i64
            %517 = arith.cmpi eq, %512, %513 : i64
            %518 = arith.cmpi eq, %511, %516 : i64
            %519 = arith.cmpi eq, %512, %515 : i64
            %520 = arith.andi %518, %519 : i1
            %521 = arith.ori %517, %520 : i1
            %522 = arith.select %521, %514, %512 : i64
            %523 = arith.divsi %511, %522 : i64
            %524 = arith.remsi %511, %522 : i64
            %525 = arith.cmpi ne, %524, %513 : i64
            %526 = arith.cmpi slt, %524, %513 : i64
            %527 = arith.cmpi slt, %522, %513 : i64
            %528 = arith.xori %526, %527 : i1
            %529 = arith.andi %525, %528 : i1
            %530 = arith.addi %524, %522 : i64
            %531 = arith.select %529, %530, %524 : i64
            scf.if %517 {
              %532 = arith.constant 2 : i32
              memref.store %532, %status[%504] : memref<?xi32>
              %533 = arith.constant 14 : i32
              memref.store %533, %pc[%504] : memref<?xi32>
            } else {
              %534 = arith.constant 0 : index
              %535 = arith.constant 0 : index
              memref.store %531, %v20_top[%504] : memref<?xi64>
              %536 = memref.load %pc_sp[%504] : memref<?xi32>
              %537 = arith.constant 0 : i32
              %538 = arith.cmpi sgt, %536, %537 : i32
              scf.if %538 {
                %539 = arith.constant 1 : i32
                %540 = arith.subi %536, %539 : i32
                %541 = arith.constant 0 : index
                %542 = arith.index_cast %540 : i32 to index
                %543 = arith.muli %542, %z : index
                %544 = arith.addi %543, %504 : index
                %545 = memref.load %pc_stack[%544] : memref<?xi32>
                memref.store %540, %pc_sp[%504] : memref<?xi32>
                memref.store %545, %pc[%504] : memref<?xi32>
              } else {
                %546 = arith.constant 14 : i32
                memref.store %546, %pc[%504] : memref<?xi32>
              }
            }
          }
          %547 = memref.load %pc[%504] : memref<?xi32>
          %548 = arith.minsi %505, %547 : i32
          scf.yield %548 : i32
        }
        scf.yield %503 : i32
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
    func.func @main_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
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
      %30 = memref.view %state[%28][%29] : memref<?xi8> to memref<?xf64>
      %31 = arith.constant 12 : index
      %32 = arith.constant 13 : index
      %33 = memref.load %layout[%31] : memref<?xindex>
      %34 = memref.load %layout[%32] : memref<?xindex>
      %35 = memref.view %state[%33][%34] : memref<?xi8> to memref<?xf64>
      %36 = arith.constant 14 : index
      %37 = arith.constant 15 : index
      %38 = memref.load %layout[%36] : memref<?xindex>
      %39 = memref.load %layout[%37] : memref<?xindex>
      %40 = memref.view %state[%38][%39] : memref<?xi8> to memref<?xf64>
      %41 = arith.constant 16 : index
      %42 = arith.constant 17 : index
      %43 = memref.load %layout[%41] : memref<?xindex>
      %44 = memref.load %layout[%42] : memref<?xindex>
      %45 = memref.view %state[%43][%44] : memref<?xi8> to memref<?xi64>
      %46 = arith.constant 18 : index
      %47 = arith.constant 19 : index
      %48 = memref.load %layout[%46] : memref<?xindex>
      %49 = memref.load %layout[%47] : memref<?xindex>
      %50 = memref.view %state[%48][%49] : memref<?xi8> to memref<?xf64>
      %51 = arith.constant 20 : index
      %52 = arith.constant 21 : index
      %53 = memref.load %layout[%51] : memref<?xindex>
      %54 = memref.load %layout[%52] : memref<?xindex>
      %55 = memref.view %state[%53][%54] : memref<?xi8> to memref<?xf64>
      %56 = arith.constant 22 : index
      %57 = arith.constant 23 : index
      %58 = memref.load %layout[%56] : memref<?xindex>
      %59 = memref.load %layout[%57] : memref<?xindex>
      %60 = memref.view %state[%58][%59] : memref<?xi8> to memref<?xi64>
      %61 = arith.constant 24 : index
      %62 = arith.constant 25 : index
      %63 = memref.load %layout[%61] : memref<?xindex>
      %64 = memref.load %layout[%62] : memref<?xindex>
      %65 = memref.view %state[%63][%64] : memref<?xi8> to memref<?xf64>
      %66 = arith.constant 26 : index
      %67 = arith.constant 27 : index
      %68 = memref.load %layout[%66] : memref<?xindex>
      %69 = memref.load %layout[%67] : memref<?xindex>
      %70 = memref.view %state[%68][%69] : memref<?xi8> to memref<?xf64>
      %71 = arith.constant 28 : index
      %72 = arith.constant 29 : index
      %73 = memref.load %layout[%71] : memref<?xindex>
      %74 = memref.load %layout[%72] : memref<?xindex>
      %75 = memref.view %state[%73][%74] : memref<?xi8> to memref<?xi64>
      %76 = arith.constant 30 : index
      %77 = arith.constant 31 : index
      %78 = memref.load %layout[%76] : memref<?xindex>
      %79 = memref.load %layout[%77] : memref<?xindex>
      %80 = memref.view %state[%78][%79] : memref<?xi8> to memref<?xi64>
      %81 = arith.constant 32 : index
      %82 = arith.constant 33 : index
      %83 = memref.load %layout[%81] : memref<?xindex>
      %84 = memref.load %layout[%82] : memref<?xindex>
      %85 = memref.view %state[%83][%84] : memref<?xi8> to memref<?xi32>
      %86 = arith.constant 34 : index
      %87 = arith.constant 35 : index
      %88 = memref.load %layout[%86] : memref<?xindex>
      %89 = memref.load %layout[%87] : memref<?xindex>
      %90 = memref.view %state[%88][%89] : memref<?xi8> to memref<?xf64>
      %91 = arith.constant 36 : index
      %92 = arith.constant 37 : index
      %93 = memref.load %layout[%91] : memref<?xindex>
      %94 = memref.load %layout[%92] : memref<?xindex>
      %95 = memref.view %state[%93][%94] : memref<?xi8> to memref<?xf64>
      %96 = arith.constant 38 : index
      %97 = arith.constant 39 : index
      %98 = memref.load %layout[%96] : memref<?xindex>
      %99 = memref.load %layout[%97] : memref<?xindex>
      %100 = memref.view %state[%98][%99] : memref<?xi8> to memref<?xi64>
      %101 = arith.constant 40 : index
      %102 = arith.constant 41 : index
      %103 = memref.load %layout[%101] : memref<?xindex>
      %104 = memref.load %layout[%102] : memref<?xindex>
      %105 = memref.view %state[%103][%104] : memref<?xi8> to memref<?xi64>
      %106 = func.call @main_run(%5, %10, %15, %20, %25, %30, %35, %40, %45, %50, %55, %60, %65, %70, %75, %80, %85, %90, %95, %100, %105, %lo, %hi) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi64>, memref<?xf64>, memref<?xf64>, memref<?xf64>, memref<?xi64>, memref<?xf64>, memref<?xf64>, memref<?xi64>, memref<?xf64>, memref<?xf64>, memref<?xi64>, memref<?xi64>, memref<?xi32>, memref<?xf64>, memref<?xf64>, memref<?xi64>, memref<?xi64>, index, index) -> i64
      return %106 : i64
    }

}
