module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @main_run(%pc: memref<?xi32> {llvm.noalias}, %pc_stack: memref<?xi32> {llvm.noalias}, %pc_sp: memref<?xi32> {llvm.noalias}, %status: memref<?xi32> {llvm.noalias}, %stats: memref<?xi64> {llvm.noalias}, %v0_top: memref<?xi64> {llvm.noalias}, %v1_top: memref<?xf64> {llvm.noalias}, %v2_shared: memref<?xf64> {llvm.noalias}, %v3_top: memref<?xf64> {llvm.noalias}, %v5_top: memref<?xi64> {llvm.noalias}, %v6_top: memref<?xf64> {llvm.noalias}, %v7_top: memref<?xf64> {llvm.noalias}, %v8_top: memref<?xf64> {llvm.noalias}, %v10_top: memref<?xi64> {llvm.noalias}, %v11_top: memref<?xf64> {llvm.noalias}, %v12_top: memref<?xf64> {llvm.noalias}, %v14_top: memref<?xi64> {llvm.noalias}, %v14_stack: memref<?xi64> {llvm.noalias}, %v14_sp: memref<?xi32> {llvm.noalias}, %v16_top: memref<?xf64> {llvm.noalias}, %v18_top: memref<?xf64> {llvm.noalias}, %v19_top: memref<?xi64> {llvm.noalias}, %v20_top: memref<?xi64> {llvm.noalias}, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = memref.dim %pc, %c0 : memref<?xi32>
    %halt = arith.constant 15 : i32
    %steps0 = arith.constant 0 : i64
    %scratch0 = memref.alloca() : memref<3xf64>
    %scratch1 = memref.alloca() : memref<3xf64>
    %scratch2 = memref.alloca() : memref<16xindex>
    %scratch3 = memref.alloca() : memref<48xf64>
    %scratch4 = memref.alloca() : memref<48xf64>
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
            %11 = arith.constant 1 : i32
            memref.store %11, %pc[%4] : memref<?xi32>
          }
          %12 = memref.load %pc[%4] : memref<?xi32>
          %13 = arith.minsi %5, %12 : i32
          %14 = arith.extui %10 : i1 to i64
          %15 = arith.addi %6, %14 : i64
          scf.yield %13, %15 : i32, i64
        }
        %16 = arith.subi %hi, %lo : index
        %17 = arith.index_cast %16 : index to i64
        %18 = arith.constant 1 : i64
        %19 = arith.constant 0 : index
        %20 = memref.atomic_rmw addi %18, %stats[%19] : (i64, memref<?xi64>) -> i64
        %21 = arith.constant 1 : index
        %22 = memref.atomic_rmw addi %17, %stats[%21] : (i64, memref<?xi64>) -> i64
        %23 = arith.constant 2 : index
        %24 = memref.atomic_rmw addi %3, %stats[%23] : (i64, memref<?xi64>) -> i64
        scf.yield %2 : i32
      }
      case 1 {
        %25 = arith.constant 0 : i64
        %31 = arith.constant 1 : index
        %26, %27 = scf.for %28 = %lo to %hi step %31 iter_args(%29 = %halt, %30 = %25) -> (i32, i64) {
          %32 = memref.load %pc[%28] : memref<?xi32>
          %33 = arith.constant 1 : i32
          %34 = arith.cmpi eq, %32, %33 : i32
          scf.if %34 {
            %35 = arith.constant 0 : index
            %36 = arith.constant 0 : index
            %37 = memref.load %v0_top[%28] : memref<?xi64>
            %38 = arith.constant 0 : i64
            %39 = arith.cmpi sgt, %37, %38 : i64
            %40 = arith.constant 2 : i32
            %41 = arith.constant 5 : i32
            %42 = arith.select %39, %40, %41 : i32
            memref.store %42, %pc[%28] : memref<?xi32>
          }
          %43 = memref.load %pc[%28] : memref<?xi32>
          %44 = arith.minsi %29, %43 : i32
          %45 = arith.extui %34 : i1 to i64
          %46 = arith.addi %30, %45 : i64
          scf.yield %44, %46 : i32, i64
        }
        %47 = arith.subi %hi, %lo : index
        %48 = arith.index_cast %47 : index to i64
        %49 = arith.constant 1 : i64
        %50 = arith.constant 3 : index
        %51 = memref.atomic_rmw addi %49, %stats[%50] : (i64, memref<?xi64>) -> i64
        %52 = arith.constant 4 : index
        %53 = memref.atomic_rmw addi %48, %stats[%52] : (i64, memref<?xi64>) -> i64
        %54 = arith.constant 5 : index
        %55 = memref.atomic_rmw addi %27, %stats[%54] : (i64, memref<?xi64>) -> i64
        scf.yield %26 : i32
      }
      case 2 {
        %56 = arith.constant 0 : i64
        %62 = arith.constant 1 : index
        %57, %58 = scf.for %59 = %lo to %hi step %62 iter_args(%60 = %halt, %61 = %56) -> (i32, i64) {
          %63 = memref.load %pc[%59] : memref<?xi32>
          %64 = arith.constant 2 : i32
          %65 = arith.cmpi eq, %63, %64 : i32
          scf.if %65 {
            %66 = arith.constant 0 : index
            %67 = arith.constant 0 : index
            %68 = memref.load %v0_top[%59] : memref<?xi64>
            %69 = arith.constant 1 : i64
            %70 = arith.subi %68, %69 : i64
            %71 = arith.constant 0 : index
            %72 = arith.constant 0 : index
            memref.store %70, %v0_top[%59] : memref<?xi64>
            %73 = arith.constant 0 : index
            %74 = arith.constant 0 : index
            memref.store %70, %v19_top[%59] : memref<?xi64>
            %75 = memref.load %pc_sp[%59] : memref<?xi32>
            %76 = arith.constant 128 : i32
            %77 = arith.cmpi sge, %75, %76 : i32
            scf.if %77 {
              %78 = arith.constant 1 : i32
              memref.store %78, %status[%59] : memref<?xi32>
              %79 = arith.constant 15 : i32
              memref.store %79, %pc[%59] : memref<?xi32>
            } else {
              %80 = arith.constant 0 : index
              %81 = arith.index_cast %75 : i32 to index
              %82 = arith.muli %81, %z : index
              %83 = arith.addi %82, %59 : index
              %84 = arith.constant 3 : i32
              memref.store %84, %pc_stack[%83] : memref<?xi32>
              %85 = arith.constant 1 : i32
              %86 = arith.addi %75, %85 : i32
              memref.store %86, %pc_sp[%59] : memref<?xi32>
              %87 = arith.constant 14 : i32
              memref.store %87, %pc[%59] : memref<?xi32>
            }
          }
          %88 = memref.load %pc[%59] : memref<?xi32>
          %89 = arith.minsi %60, %88 : i32
          %90 = arith.extui %65 : i1 to i64
          %91 = arith.addi %61, %90 : i64
          scf.yield %89, %91 : i32, i64
        }
        %92 = arith.subi %hi, %lo : index
        %93 = arith.index_cast %92 : index to i64
        %94 = arith.constant 1 : i64
        %95 = arith.constant 6 : index
        %96 = memref.atomic_rmw addi %94, %stats[%95] : (i64, memref<?xi64>) -> i64
        %97 = arith.constant 7 : index
        %98 = memref.atomic_rmw addi %93, %stats[%97] : (i64, memref<?xi64>) -> i64
        %99 = arith.constant 8 : index
        %100 = memref.atomic_rmw addi %58, %stats[%99] : (i64, memref<?xi64>) -> i64
        scf.yield %57 : i32
      }
      case 3 {
        %101 = arith.constant 0 : i64
        %107 = arith.constant 1 : index
        %102, %103 = scf.for %104 = %lo to %hi step %107 iter_args(%105 = %halt, %106 = %101) -> (i32, i64) {
          %108 = memref.load %pc[%104] : memref<?xi32>
          %109 = arith.constant 3 : i32
          %110 = arith.cmpi eq, %108, %109 : i32
          scf.if %110 {
            %111 = arith.constant 0 : index
            %112 = arith.constant 0 : index
            %113 = memref.load %v20_top[%104] : memref<?xi64>
            %114 = arith.constant 0 : index
            %115 = arith.constant 0 : index
            memref.store %113, %v5_top[%104] : memref<?xi64>
            %116 = arith.constant 0 : index
            %117 = arith.constant 0 : index
            memref.store %113, %v10_top[%104] : memref<?xi64>
            %118 = arith.constant 0 : index
            %119 = arith.constant 3 : index
            %120 = arith.muli %104, %119 : index
            %121 = arith.constant 0 : index
            %122 = arith.constant 3 : index
            %123 = arith.muli %104, %122 : index
            %124 = arith.constant 0 : index
            %125 = arith.constant 3 : index
            %126 = arith.constant 1 : index
            scf.for %127 = %124 to %125 step %126 {
              %128 = arith.addi %120, %127 : index
              %129 = memref.load %v1_top[%128] : memref<?xf64>
              %130 = arith.addi %123, %127 : index
              memref.store %129, %v11_top[%130] : memref<?xf64>
            }
            %131 = memref.load %pc_sp[%104] : memref<?xi32>
            %132 = arith.constant 128 : i32
            %133 = arith.cmpi sge, %131, %132 : i32
            scf.if %133 {
              %134 = arith.constant 1 : i32
              memref.store %134, %status[%104] : memref<?xi32>
              %135 = arith.constant 15 : i32
              memref.store %135, %pc[%104] : memref<?xi32>
            } else {
              %136 = arith.constant 0 : index
              %137 = arith.index_cast %131 : i32 to index
              %138 = arith.muli %137, %z : index
              %139 = arith.addi %138, %104 : index
              %140 = arith.constant 4 : i32
              memref.store %140, %pc_stack[%139] : memref<?xi32>
              %141 = arith.constant 1 : i32
              %142 = arith.addi %131, %141 : i32
              memref.store %142, %pc_sp[%104] : memref<?xi32>
              %143 = arith.constant 8 : i32
              memref.store %143, %pc[%104] : memref<?xi32>
            }
          }
          %144 = memref.load %pc[%104] : memref<?xi32>
          %145 = arith.minsi %105, %144 : i32
          %146 = arith.extui %110 : i1 to i64
          %147 = arith.addi %106, %146 : i64
          scf.yield %145, %147 : i32, i64
        }
        %148 = arith.subi %hi, %lo : index
        %149 = arith.index_cast %148 : index to i64
        %150 = arith.constant 1 : i64
        %151 = arith.constant 9 : index
        %152 = memref.atomic_rmw addi %150, %stats[%151] : (i64, memref<?xi64>) -> i64
        %153 = arith.constant 10 : index
        %154 = memref.atomic_rmw addi %149, %stats[%153] : (i64, memref<?xi64>) -> i64
        %155 = arith.constant 11 : index
        %156 = memref.atomic_rmw addi %103, %stats[%155] : (i64, memref<?xi64>) -> i64
        scf.yield %102 : i32
      }
      case 4 {
        %157 = arith.constant 0 : i64
        %163 = arith.constant 1 : index
        %158, %159 = scf.for %160 = %lo to %hi step %163 iter_args(%161 = %halt, %162 = %157) -> (i32, i64) {
          %164 = memref.load %pc[%160] : memref<?xi32>
          %165 = arith.constant 4 : i32
          %166 = arith.cmpi eq, %164, %165 : i32
          scf.if %166 {
            %167 = arith.constant 0 : index
            %168 = arith.constant 3 : index
            %169 = arith.muli %160, %168 : index
            %170 = arith.constant 0 : index
            %171 = arith.constant 3 : index
            %172 = arith.muli %160, %171 : index
            %173 = arith.constant 0 : index
            %174 = arith.constant 3 : index
            %175 = arith.constant 1 : index
            scf.for %176 = %173 to %174 step %175 {
              %177 = arith.addi %169, %176 : index
              %178 = memref.load %v12_top[%177] : memref<?xf64>
              %179 = arith.addi %172, %176 : index
              memref.store %178, %v1_top[%179] : memref<?xf64>
            }
            %180 = arith.constant 1 : i32
            memref.store %180, %pc[%160] : memref<?xi32>
          }
          %181 = memref.load %pc[%160] : memref<?xi32>
          %182 = arith.minsi %161, %181 : i32
          %183 = arith.extui %166 : i1 to i64
          %184 = arith.addi %162, %183 : i64
          scf.yield %182, %184 : i32, i64
        }
        %185 = arith.subi %hi, %lo : index
        %186 = arith.index_cast %185 : index to i64
        %187 = arith.constant 1 : i64
        %188 = arith.constant 12 : index
        %189 = memref.atomic_rmw addi %187, %stats[%188] : (i64, memref<?xi64>) -> i64
        %190 = arith.constant 13 : index
        %191 = memref.atomic_rmw addi %186, %stats[%190] : (i64, memref<?xi64>) -> i64
        %192 = arith.constant 14 : index
        %193 = memref.atomic_rmw addi %159, %stats[%192] : (i64, memref<?xi64>) -> i64
        scf.yield %158 : i32
      }
      case 5 {
        %194 = arith.constant 0 : i64
        %200 = arith.constant 1 : index
        %195, %196 = scf.for %197 = %lo to %hi step %200 iter_args(%198 = %halt, %199 = %194) -> (i32, i64) {
          %201 = memref.load %pc[%197] : memref<?xi32>
          %202 = arith.constant 5 : i32
          %203 = arith.cmpi eq, %201, %202 : i32
          scf.if %203 {
            %204 = arith.constant 0 : index
            %205 = arith.constant 3 : index
            %206 = arith.muli %197, %205 : index
            %207 = arith.constant 0 : index
            %208 = arith.constant 3 : index
            %209 = arith.muli %197, %208 : index
            %210 = arith.constant 0 : index
            %211 = arith.constant 3 : index
            %212 = arith.constant 1 : index
            scf.for %213 = %210 to %211 step %212 {
              %214 = arith.addi %206, %213 : index
              %215 = memref.load %v1_top[%214] : memref<?xf64>
              %216 = arith.addi %209, %213 : index
              memref.store %215, %v3_top[%216] : memref<?xf64>
            }
            %217 = memref.load %pc_sp[%197] : memref<?xi32>
            %218 = arith.constant 0 : i32
            %219 = arith.cmpi sgt, %217, %218 : i32
            scf.if %219 {
              %220 = arith.constant 1 : i32
              %221 = arith.subi %217, %220 : i32
              %222 = arith.constant 0 : index
              %223 = arith.index_cast %221 : i32 to index
              %224 = arith.muli %223, %z : index
              %225 = arith.addi %224, %197 : index
              %226 = memref.load %pc_stack[%225] : memref<?xi32>
              memref.store %221, %pc_sp[%197] : memref<?xi32>
              memref.store %226, %pc[%197] : memref<?xi32>
            } else {
              %227 = arith.constant 15 : i32
              memref.store %227, %pc[%197] : memref<?xi32>
            }
          }
          %228 = memref.load %pc[%197] : memref<?xi32>
          %229 = arith.minsi %198, %228 : i32
          %230 = arith.extui %203 : i1 to i64
          %231 = arith.addi %199, %230 : i64
          scf.yield %229, %231 : i32, i64
        }
        %232 = arith.subi %hi, %lo : index
        %233 = arith.index_cast %232 : index to i64
        %234 = arith.constant 1 : i64
        %235 = arith.constant 15 : index
        %236 = memref.atomic_rmw addi %234, %stats[%235] : (i64, memref<?xi64>) -> i64
        %237 = arith.constant 16 : index
        %238 = memref.atomic_rmw addi %233, %stats[%237] : (i64, memref<?xi64>) -> i64
        %239 = arith.constant 17 : index
        %240 = memref.atomic_rmw addi %196, %stats[%239] : (i64, memref<?xi64>) -> i64
        scf.yield %195 : i32
      }
      case 6 {
        %241 = arith.constant 0 : index
        %242 = arith.constant 0 : i64
        %243 = arith.constant 1 : index
        %244:2 = scf.for %245 = %lo to %hi step %243 iter_args(%246 = %241, %247 = %242) -> (index, i64) {
          %248 = memref.load %pc[%245] : memref<?xi32>
          %249 = arith.constant 6 : i32
          %250 = arith.cmpi eq, %248, %249 : i32
          %251 = scf.if %250 -> (index) {
            memref.store %245, %scratch2[%246] : memref<16xindex>
            %252 = arith.addi %246, %243 : index
            scf.yield %252 : index
          } else {
            scf.yield %246 : index
          }
          %253 = arith.extui %250 : i1 to i64
          %254 = arith.addi %247, %253 : i64
          %255 = arith.constant 16 : index
          %256 = arith.cmpi eq, %251, %255 : index
          %257 = arith.constant 1 : index
          %258 = arith.addi %245, %257 : index
          %259 = arith.cmpi eq, %258, %hi : index
          %260 = arith.constant 0 : index
          %261 = arith.cmpi ugt, %251, %260 : index
          %262 = arith.andi %259, %261 : i1
          %263 = arith.ori %256, %262 : i1
          scf.if %263 {
            %264 = arith.constant 2 : index
            %265 = arith.cmpi ule, %251, %264 : index
            scf.if %265 {
              %266 = arith.constant 0 : index
              %267 = arith.constant 1 : index
              scf.for %268 = %266 to %251 step %267 {
                %269 = memref.load %scratch2[%268] : memref<16xindex>
                %270 = arith.constant 0 : index
                %271 = arith.constant 3 : index
                %272 = arith.muli %269, %271 : index
                %273 = arith.constant 3 : index
                %274 = arith.muli %268, %273 : index
                %275 = arith.constant 0 : index
                %276 = arith.constant 3 : index
                %277 = arith.constant 1 : index
                scf.for %278 = %275 to %276 step %277 {
                  %279 = arith.addi %272, %278 : index
                  %280 = memref.load %v6_top[%279] : memref<?xf64>
                  %281 = arith.addi %274, %278 : index
                  memref.store %280, %scratch3[%281] : memref<48xf64>
                }
              }
              %282 = arith.constant 0 : index
              %283 = arith.constant 8 : index
              %284 = arith.divui %251, %283 : index
              %285 = arith.muli %284, %283 : index
              scf.for %286 = %282 to %285 step %283 {
                %287 = arith.constant 0 : index
                %288 = arith.constant 0 : index
                %289 = arith.constant 0 : index
                %290 = arith.constant 3 : index
                %291 = arith.muli %286, %290 : index
                %292 = arith.constant 1 : index
                %293 = arith.addi %286, %292 : index
                %294 = arith.constant 0 : index
                %295 = arith.constant 3 : index
                %296 = arith.muli %293, %295 : index
                %297 = arith.constant 2 : index
                %298 = arith.addi %286, %297 : index
                %299 = arith.constant 0 : index
                %300 = arith.constant 3 : index
                %301 = arith.muli %298, %300 : index
                %302 = arith.constant 3 : index
                %303 = arith.addi %286, %302 : index
                %304 = arith.constant 0 : index
                %305 = arith.constant 3 : index
                %306 = arith.muli %303, %305 : index
                %307 = arith.constant 4 : index
                %308 = arith.addi %286, %307 : index
                %309 = arith.constant 0 : index
                %310 = arith.constant 3 : index
                %311 = arith.muli %308, %310 : index
                %312 = arith.constant 5 : index
                %313 = arith.addi %286, %312 : index
                %314 = arith.constant 0 : index
                %315 = arith.constant 3 : index
                %316 = arith.muli %313, %315 : index
                %317 = arith.constant 6 : index
                %318 = arith.addi %286, %317 : index
                %319 = arith.constant 0 : index
                %320 = arith.constant 3 : index
                %321 = arith.muli %318, %320 : index
                %322 = arith.constant 7 : index
                %323 = arith.addi %286, %322 : index
                %324 = arith.constant 0 : index
                %325 = arith.constant 3 : index
                %326 = arith.muli %323, %325 : index
                %327 = arith.constant dense<0.0> : vector<8xf64>
                %328 = arith.constant dense<[0, 3, 6, 9, 12, 15, 18, 21]> : vector<8xi32>
                %329 = arith.constant 0 : index
                %330 = arith.constant 3 : index
                %331 = arith.muli %287, %330 : index
                %332 = arith.index_cast %331 : index to i32
                %333 = vector.broadcast %332 : i32 to vector<8xi32>
                %334 = arith.addi %333, %328 : vector<8xi32>
                %335 = arith.constant 0 : index
                %336 = arith.constant 3 : index
                %337 = arith.constant 1 : index
                %346:8 = scf.for %347 = %335 to %336 step %337 iter_args(%338 = %327, %339 = %327, %340 = %327, %341 = %327, %342 = %327, %343 = %327, %344 = %327, %345 = %327) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>) {
                  %348 = vector.constant_mask [3] : vector<8xi1>
                  %349 = arith.constant dense<0.0> : vector<8xf64>
                  %350 = vector.gather %v2_shared[%347][%334], %348, %349 : memref<?xf64>, vector<8xi32>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                  %351 = arith.constant 0 : index
                  %352 = arith.addi %291, %347 : index
                  %353 = memref.load %scratch3[%352] : memref<48xf64>
                  %354 = vector.broadcast %353 : f64 to vector<8xf64>
                  %355 = arith.mulf %350, %354 : vector<8xf64>
                  %356 = arith.addf %338, %355 : vector<8xf64>
                  %357 = arith.constant 0 : index
                  %358 = arith.addi %296, %347 : index
                  %359 = memref.load %scratch3[%358] : memref<48xf64>
                  %360 = vector.broadcast %359 : f64 to vector<8xf64>
                  %361 = arith.mulf %350, %360 : vector<8xf64>
                  %362 = arith.addf %339, %361 : vector<8xf64>
                  %363 = arith.constant 0 : index
                  %364 = arith.addi %301, %347 : index
                  %365 = memref.load %scratch3[%364] : memref<48xf64>
                  %366 = vector.broadcast %365 : f64 to vector<8xf64>
                  %367 = arith.mulf %350, %366 : vector<8xf64>
                  %368 = arith.addf %340, %367 : vector<8xf64>
                  %369 = arith.constant 0 : index
                  %370 = arith.addi %306, %347 : index
                  %371 = memref.load %scratch3[%370] : memref<48xf64>
                  %372 = vector.broadcast %371 : f64 to vector<8xf64>
                  %373 = arith.mulf %350, %372 : vector<8xf64>
                  %374 = arith.addf %341, %373 : vector<8xf64>
                  %375 = arith.constant 0 : index
                  %376 = arith.addi %311, %347 : index
                  %377 = memref.load %scratch3[%376] : memref<48xf64>
                  %378 = vector.broadcast %377 : f64 to vector<8xf64>
                  %379 = arith.mulf %350, %378 : vector<8xf64>
                  %380 = arith.addf %342, %379 : vector<8xf64>
                  %381 = arith.constant 0 : index
                  %382 = arith.addi %316, %347 : index
                  %383 = memref.load %scratch3[%382] : memref<48xf64>
                  %384 = vector.broadcast %383 : f64 to vector<8xf64>
                  %385 = arith.mulf %350, %384 : vector<8xf64>
                  %386 = arith.addf %343, %385 : vector<8xf64>
                  %387 = arith.constant 0 : index
                  %388 = arith.addi %321, %347 : index
                  %389 = memref.load %scratch3[%388] : memref<48xf64>
                  %390 = vector.broadcast %389 : f64 to vector<8xf64>
                  %391 = arith.mulf %350, %390 : vector<8xf64>
                  %392 = arith.addf %344, %391 : vector<8xf64>
                  %393 = arith.constant 0 : index
                  %394 = arith.addi %326, %347 : index
                  %395 = memref.load %scratch3[%394] : memref<48xf64>
                  %396 = vector.broadcast %395 : f64 to vector<8xf64>
                  %397 = arith.mulf %350, %396 : vector<8xf64>
                  %398 = arith.addf %345, %397 : vector<8xf64>
                  scf.yield %356, %362, %368, %374, %380, %386, %392, %398 : vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>
                }
                %399 = arith.constant 0 : index
                %400 = arith.constant 0 : index
                %401 = arith.constant 3 : index
                %402 = arith.muli %286, %401 : index
                %403 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%402], %403, %346#0 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                %404 = arith.constant 1 : index
                %405 = arith.addi %286, %404 : index
                %406 = arith.constant 0 : index
                %407 = arith.constant 3 : index
                %408 = arith.muli %405, %407 : index
                %409 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%408], %409, %346#1 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                %410 = arith.constant 2 : index
                %411 = arith.addi %286, %410 : index
                %412 = arith.constant 0 : index
                %413 = arith.constant 3 : index
                %414 = arith.muli %411, %413 : index
                %415 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%414], %415, %346#2 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                %416 = arith.constant 3 : index
                %417 = arith.addi %286, %416 : index
                %418 = arith.constant 0 : index
                %419 = arith.constant 3 : index
                %420 = arith.muli %417, %419 : index
                %421 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%420], %421, %346#3 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                %422 = arith.constant 4 : index
                %423 = arith.addi %286, %422 : index
                %424 = arith.constant 0 : index
                %425 = arith.constant 3 : index
                %426 = arith.muli %423, %425 : index
                %427 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%426], %427, %346#4 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                %428 = arith.constant 5 : index
                %429 = arith.addi %286, %428 : index
                %430 = arith.constant 0 : index
                %431 = arith.constant 3 : index
                %432 = arith.muli %429, %431 : index
                %433 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%432], %433, %346#5 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                %434 = arith.constant 6 : index
                %435 = arith.addi %286, %434 : index
                %436 = arith.constant 0 : index
                %437 = arith.constant 3 : index
                %438 = arith.muli %435, %437 : index
                %439 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%438], %439, %346#6 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                %440 = arith.constant 7 : index
                %441 = arith.addi %286, %440 : index
                %442 = arith.constant 0 : index
                %443 = arith.constant 3 : index
                %444 = arith.muli %441, %443 : index
                %445 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%444], %445, %346#7 : memref<48xf64>, vector<8xi1>, vector<8xf64>
              }
              %446 = arith.subi %251, %285 : index
              %447 = arith.constant 4 : index
              %448 = arith.cmpi uge, %446, %447 : index
              scf.if %448 {
                %449 = arith.constant 0 : index
                %450 = arith.constant 0 : index
                %451 = arith.constant 0 : index
                %452 = arith.constant 3 : index
                %453 = arith.muli %285, %452 : index
                %454 = arith.constant 1 : index
                %455 = arith.addi %285, %454 : index
                %456 = arith.constant 0 : index
                %457 = arith.constant 3 : index
                %458 = arith.muli %455, %457 : index
                %459 = arith.constant 2 : index
                %460 = arith.addi %285, %459 : index
                %461 = arith.constant 0 : index
                %462 = arith.constant 3 : index
                %463 = arith.muli %460, %462 : index
                %464 = arith.constant 3 : index
                %465 = arith.addi %285, %464 : index
                %466 = arith.constant 0 : index
                %467 = arith.constant 3 : index
                %468 = arith.muli %465, %467 : index
                %469 = arith.constant dense<0.0> : vector<8xf64>
                %470 = arith.constant dense<[0, 3, 6, 9, 12, 15, 18, 21]> : vector<8xi32>
                %471 = arith.constant 0 : index
                %472 = arith.constant 3 : index
                %473 = arith.muli %449, %472 : index
                %474 = arith.index_cast %473 : index to i32
                %475 = vector.broadcast %474 : i32 to vector<8xi32>
                %476 = arith.addi %475, %470 : vector<8xi32>
                %477 = arith.constant 0 : index
                %478 = arith.constant 3 : index
                %479 = arith.constant 1 : index
                %484:4 = scf.for %485 = %477 to %478 step %479 iter_args(%480 = %469, %481 = %469, %482 = %469, %483 = %469) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>) {
                  %486 = vector.constant_mask [3] : vector<8xi1>
                  %487 = arith.constant dense<0.0> : vector<8xf64>
                  %488 = vector.gather %v2_shared[%485][%476], %486, %487 : memref<?xf64>, vector<8xi32>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                  %489 = arith.constant 0 : index
                  %490 = arith.addi %453, %485 : index
                  %491 = memref.load %scratch3[%490] : memref<48xf64>
                  %492 = vector.broadcast %491 : f64 to vector<8xf64>
                  %493 = arith.mulf %488, %492 : vector<8xf64>
                  %494 = arith.addf %480, %493 : vector<8xf64>
                  %495 = arith.constant 0 : index
                  %496 = arith.addi %458, %485 : index
                  %497 = memref.load %scratch3[%496] : memref<48xf64>
                  %498 = vector.broadcast %497 : f64 to vector<8xf64>
                  %499 = arith.mulf %488, %498 : vector<8xf64>
                  %500 = arith.addf %481, %499 : vector<8xf64>
                  %501 = arith.constant 0 : index
                  %502 = arith.addi %463, %485 : index
                  %503 = memref.load %scratch3[%502] : memref<48xf64>
                  %504 = vector.broadcast %503 : f64 to vector<8xf64>
                  %505 = arith.mulf %488, %504 : vector<8xf64>
                  %506 = arith.addf %482, %505 : vector<8xf64>
                  %507 = arith.constant 0 : index
                  %508 = arith.addi %468, %485 : index
                  %509 = memref.load %scratch3[%508] : memref<48xf64>
                  %510 = vector.broadcast %509 : f64 to vector<8xf64>
                  %511 = arith.mulf %488, %510 : vector<8xf64>
                  %512 = arith.addf %483, %511 : vector<8xf64>
                  scf.yield %494, %500, %506, %512 : vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>
                }
                %513 = arith.constant 0 : index
                %514 = arith.constant 0 : index
                %515 = arith.constant 3 : index
                %516 = arith.muli %285, %515 : index
                %517 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%516], %517, %484#0 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                %518 = arith.constant 1 : index
                %519 = arith.addi %285, %518 : index
                %520 = arith.constant 0 : index
                %521 = arith.constant 3 : index
                %522 = arith.muli %519, %521 : index
                %523 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%522], %523, %484#1 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                %524 = arith.constant 2 : index
                %525 = arith.addi %285, %524 : index
                %526 = arith.constant 0 : index
                %527 = arith.constant 3 : index
                %528 = arith.muli %525, %527 : index
                %529 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%528], %529, %484#2 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                %530 = arith.constant 3 : index
                %531 = arith.addi %285, %530 : index
                %532 = arith.constant 0 : index
                %533 = arith.constant 3 : index
                %534 = arith.muli %531, %533 : index
                %535 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%534], %535, %484#3 : memref<48xf64>, vector<8xi1>, vector<8xf64>
              }
              %536 = arith.addi %285, %447 : index
              %537 = arith.select %448, %536, %285 : index
              %538 = arith.subi %251, %537 : index
              %539 = arith.constant 2 : index
              %540 = arith.cmpi uge, %538, %539 : index
              scf.if %540 {
                %541 = arith.constant 0 : index
                %542 = arith.constant 0 : index
                %543 = arith.constant 0 : index
                %544 = arith.constant 3 : index
                %545 = arith.muli %537, %544 : index
                %546 = arith.constant 1 : index
                %547 = arith.addi %537, %546 : index
                %548 = arith.constant 0 : index
                %549 = arith.constant 3 : index
                %550 = arith.muli %547, %549 : index
                %551 = arith.constant dense<0.0> : vector<8xf64>
                %552 = arith.constant dense<[0, 3, 6, 9, 12, 15, 18, 21]> : vector<8xi32>
                %553 = arith.constant 0 : index
                %554 = arith.constant 3 : index
                %555 = arith.muli %541, %554 : index
                %556 = arith.index_cast %555 : index to i32
                %557 = vector.broadcast %556 : i32 to vector<8xi32>
                %558 = arith.addi %557, %552 : vector<8xi32>
                %559 = arith.constant 0 : index
                %560 = arith.constant 3 : index
                %561 = arith.constant 1 : index
                %564:2 = scf.for %565 = %559 to %560 step %561 iter_args(%562 = %551, %563 = %551) -> (vector<8xf64>, vector<8xf64>) {
                  %566 = vector.constant_mask [3] : vector<8xi1>
                  %567 = arith.constant dense<0.0> : vector<8xf64>
                  %568 = vector.gather %v2_shared[%565][%558], %566, %567 : memref<?xf64>, vector<8xi32>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                  %569 = arith.constant 0 : index
                  %570 = arith.addi %545, %565 : index
                  %571 = memref.load %scratch3[%570] : memref<48xf64>
                  %572 = vector.broadcast %571 : f64 to vector<8xf64>
                  %573 = arith.mulf %568, %572 : vector<8xf64>
                  %574 = arith.addf %562, %573 : vector<8xf64>
                  %575 = arith.constant 0 : index
                  %576 = arith.addi %550, %565 : index
                  %577 = memref.load %scratch3[%576] : memref<48xf64>
                  %578 = vector.broadcast %577 : f64 to vector<8xf64>
                  %579 = arith.mulf %568, %578 : vector<8xf64>
                  %580 = arith.addf %563, %579 : vector<8xf64>
                  scf.yield %574, %580 : vector<8xf64>, vector<8xf64>
                }
                %581 = arith.constant 0 : index
                %582 = arith.constant 0 : index
                %583 = arith.constant 3 : index
                %584 = arith.muli %537, %583 : index
                %585 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%584], %585, %564#0 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                %586 = arith.constant 1 : index
                %587 = arith.addi %537, %586 : index
                %588 = arith.constant 0 : index
                %589 = arith.constant 3 : index
                %590 = arith.muli %587, %589 : index
                %591 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%590], %591, %564#1 : memref<48xf64>, vector<8xi1>, vector<8xf64>
              }
              %592 = arith.addi %537, %539 : index
              %593 = arith.select %540, %592, %537 : index
              %594 = arith.subi %251, %593 : index
              %595 = arith.constant 1 : index
              %596 = arith.cmpi uge, %594, %595 : index
              scf.if %596 {
                %597 = arith.constant 0 : index
                %598 = arith.constant 0 : index
                %599 = arith.constant 0 : index
                %600 = arith.constant 3 : index
                %601 = arith.muli %593, %600 : index
                %602 = arith.constant dense<0.0> : vector<8xf64>
                %603 = arith.constant dense<[0, 3, 6, 9, 12, 15, 18, 21]> : vector<8xi32>
                %604 = arith.constant 0 : index
                %605 = arith.constant 3 : index
                %606 = arith.muli %597, %605 : index
                %607 = arith.index_cast %606 : index to i32
                %608 = vector.broadcast %607 : i32 to vector<8xi32>
                %609 = arith.addi %608, %603 : vector<8xi32>
                %610 = arith.constant 0 : index
                %611 = arith.constant 3 : index
                %612 = arith.constant 1 : index
                %614:1 = scf.for %615 = %610 to %611 step %612 iter_args(%613 = %602) -> (vector<8xf64>) {
                  %616 = vector.constant_mask [3] : vector<8xi1>
                  %617 = arith.constant dense<0.0> : vector<8xf64>
                  %618 = vector.gather %v2_shared[%615][%609], %616, %617 : memref<?xf64>, vector<8xi32>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                  %619 = arith.constant 0 : index
                  %620 = arith.addi %601, %615 : index
                  %621 = memref.load %scratch3[%620] : memref<48xf64>
                  %622 = vector.broadcast %621 : f64 to vector<8xf64>
                  %623 = arith.mulf %618, %622 : vector<8xf64>
                  %624 = arith.addf %613, %623 : vector<8xf64>
                  scf.yield %624 : vector<8xf64>
                }
                %625 = arith.constant 0 : index
                %626 = arith.constant 0 : index
                %627 = arith.constant 3 : index
                %628 = arith.muli %593, %627 : index
                %629 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%628], %629, %614#0 : memref<48xf64>, vector<8xi1>, vector<8xf64>
              }
              %630 = arith.addi %593, %595 : index
              %631 = arith.select %596, %630, %593 : index
              %632 = arith.constant 1 : index
              scf.for %633 = %266 to %251 step %632 {
                %634 = memref.load %scratch2[%633] : memref<16xindex>
                %635 = arith.constant 0 : index
                %636 = arith.constant 3 : index
                %637 = arith.muli %634, %636 : index
                %638 = arith.constant 3 : index
                %639 = arith.muli %633, %638 : index
                %640 = arith.constant 0 : index
                %641 = arith.constant 3 : index
                %642 = arith.constant 1 : index
                scf.for %643 = %640 to %641 step %642 {
                  %644 = arith.addi %639, %643 : index
                  %645 = memref.load %scratch4[%644] : memref<48xf64>
                  %646 = arith.addi %637, %643 : index
                  memref.store %645, %v8_top[%646] : memref<?xf64>
                }
              }
            } else {
              %647 = arith.constant 8 : index
              %648 = arith.cmpi ule, %251, %647 : index
              scf.if %648 {
                %649 = arith.constant 1 : index
                %650 = arith.subi %251, %649 : index
                %651 = arith.constant 0 : index
                %652 = arith.minui %651, %650 : index
                %653 = memref.load %scratch2[%652] : memref<16xindex>
                %654 = arith.constant 0 : index
                %655 = arith.constant 3 : index
                %656 = arith.muli %653, %655 : index
                %657 = arith.constant 1 : index
                %658 = arith.minui %657, %650 : index
                %659 = memref.load %scratch2[%658] : memref<16xindex>
                %660 = arith.constant 0 : index
                %661 = arith.constant 3 : index
                %662 = arith.muli %659, %661 : index
                %663 = arith.constant 2 : index
                %664 = arith.minui %663, %650 : index
                %665 = memref.load %scratch2[%664] : memref<16xindex>
                %666 = arith.constant 0 : index
                %667 = arith.constant 3 : index
                %668 = arith.muli %665, %667 : index
                %669 = arith.constant 3 : index
                %670 = arith.minui %669, %650 : index
                %671 = memref.load %scratch2[%670] : memref<16xindex>
                %672 = arith.constant 0 : index
                %673 = arith.constant 3 : index
                %674 = arith.muli %671, %673 : index
                %675 = arith.constant 4 : index
                %676 = arith.minui %675, %650 : index
                %677 = memref.load %scratch2[%676] : memref<16xindex>
                %678 = arith.constant 0 : index
                %679 = arith.constant 3 : index
                %680 = arith.muli %677, %679 : index
                %681 = arith.constant 5 : index
                %682 = arith.minui %681, %650 : index
                %683 = memref.load %scratch2[%682] : memref<16xindex>
                %684 = arith.constant 0 : index
                %685 = arith.constant 3 : index
                %686 = arith.muli %683, %685 : index
                %687 = arith.constant 6 : index
                %688 = arith.minui %687, %650 : index
                %689 = memref.load %scratch2[%688] : memref<16xindex>
                %690 = arith.constant 0 : index
                %691 = arith.constant 3 : index
                %692 = arith.muli %689, %691 : index
                %693 = arith.constant 7 : index
                %694 = arith.minui %693, %650 : index
                %695 = memref.load %scratch2[%694] : memref<16xindex>
                %696 = arith.constant 0 : index
                %697 = arith.constant 3 : index
                %698 = arith.muli %695, %697 : index
                %699 = arith.constant 0 : index
                %700 = arith.constant 3 : index
                %701 = arith.constant 1 : index
                scf.for %702 = %699 to %700 step %701 {
                  %703 = arith.addi %656, %702 : index
                  %704 = memref.load %v6_top[%703] : memref<?xf64>
                  %705 = arith.constant 0 : index
                  %706 = arith.constant 16 : index
                  %707 = arith.muli %702, %706 : index
                  memref.store %704, %scratch3[%707] : memref<48xf64>
                  %708 = arith.addi %662, %702 : index
                  %709 = memref.load %v6_top[%708] : memref<?xf64>
                  %710 = arith.constant 1 : index
                  %711 = arith.constant 16 : index
                  %712 = arith.muli %702, %711 : index
                  %713 = arith.addi %712, %710 : index
                  memref.store %709, %scratch3[%713] : memref<48xf64>
                  %714 = arith.addi %668, %702 : index
                  %715 = memref.load %v6_top[%714] : memref<?xf64>
                  %716 = arith.constant 2 : index
                  %717 = arith.constant 16 : index
                  %718 = arith.muli %702, %717 : index
                  %719 = arith.addi %718, %716 : index
                  memref.store %715, %scratch3[%719] : memref<48xf64>
                  %720 = arith.addi %674, %702 : index
                  %721 = memref.load %v6_top[%720] : memref<?xf64>
                  %722 = arith.constant 3 : index
                  %723 = arith.constant 16 : index
                  %724 = arith.muli %702, %723 : index
                  %725 = arith.addi %724, %722 : index
                  memref.store %721, %scratch3[%725] : memref<48xf64>
                  %726 = arith.addi %680, %702 : index
                  %727 = memref.load %v6_top[%726] : memref<?xf64>
                  %728 = arith.constant 4 : index
                  %729 = arith.constant 16 : index
                  %730 = arith.muli %702, %729 : index
                  %731 = arith.addi %730, %728 : index
                  memref.store %727, %scratch3[%731] : memref<48xf64>
                  %732 = arith.addi %686, %702 : index
                  %733 = memref.load %v6_top[%732] : memref<?xf64>
                  %734 = arith.constant 5 : index
                  %735 = arith.constant 16 : index
                  %736 = arith.muli %702, %735 : index
                  %737 = arith.addi %736, %734 : index
                  memref.store %733, %scratch3[%737] : memref<48xf64>
                  %738 = arith.addi %692, %702 : index
                  %739 = memref.load %v6_top[%738] : memref<?xf64>
                  %740 = arith.constant 6 : index
                  %741 = arith.constant 16 : index
                  %742 = arith.muli %702, %741 : index
                  %743 = arith.addi %742, %740 : index
                  memref.store %739, %scratch3[%743] : memref<48xf64>
                  %744 = arith.addi %698, %702 : index
                  %745 = memref.load %v6_top[%744] : memref<?xf64>
                  %746 = arith.constant 7 : index
                  %747 = arith.constant 16 : index
                  %748 = arith.muli %702, %747 : index
                  %749 = arith.addi %748, %746 : index
                  memref.store %745, %scratch3[%749] : memref<48xf64>
                }
                %750 = arith.constant 0 : index
                %751 = arith.constant dense<0.0> : vector<8xf64>
                %752 = arith.constant 0 : index
                %753 = arith.constant 3 : index
                %754 = arith.constant 1 : index
                %758:3 = scf.for %759 = %752 to %753 step %754 iter_args(%755 = %751, %756 = %751, %757 = %751) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>) {
                  %760 = arith.constant 0 : index
                  %761 = arith.constant 16 : index
                  %762 = arith.muli %759, %761 : index
                  %763 = vector.load %scratch3[%762] : memref<48xf64>, vector<8xf64>
                  %764 = arith.constant 0 : index
                  %765 = arith.constant 3 : index
                  %766 = arith.muli %750, %765 : index
                  %767 = arith.addi %766, %759 : index
                  %768 = memref.load %v2_shared[%767] : memref<?xf64>
                  %769 = vector.broadcast %768 : f64 to vector<8xf64>
                  %770 = arith.mulf %769, %763 : vector<8xf64>
                  %771 = arith.addf %755, %770 : vector<8xf64>
                  %772 = arith.constant 1 : index
                  %773 = arith.constant 3 : index
                  %774 = arith.addi %773, %759 : index
                  %775 = memref.load %v2_shared[%774] : memref<?xf64>
                  %776 = vector.broadcast %775 : f64 to vector<8xf64>
                  %777 = arith.mulf %776, %763 : vector<8xf64>
                  %778 = arith.addf %756, %777 : vector<8xf64>
                  %779 = arith.constant 2 : index
                  %780 = arith.constant 3 : index
                  %781 = arith.muli %779, %780 : index
                  %782 = arith.addi %781, %759 : index
                  %783 = memref.load %v2_shared[%782] : memref<?xf64>
                  %784 = vector.broadcast %783 : f64 to vector<8xf64>
                  %785 = arith.mulf %784, %763 : vector<8xf64>
                  %786 = arith.addf %757, %785 : vector<8xf64>
                  scf.yield %771, %778, %786 : vector<8xf64>, vector<8xf64>, vector<8xf64>
                }
                %787 = arith.constant 0 : index
                %788 = arith.constant 0 : index
                %789 = arith.constant 16 : index
                %790 = arith.muli %750, %789 : index
                vector.store %758#0, %scratch4[%790] : memref<48xf64>, vector<8xf64>
                %791 = arith.constant 1 : index
                %792 = arith.constant 0 : index
                %793 = arith.constant 16 : index
                vector.store %758#1, %scratch4[%793] : memref<48xf64>, vector<8xf64>
                %794 = arith.constant 2 : index
                %795 = arith.constant 0 : index
                %796 = arith.constant 16 : index
                %797 = arith.muli %794, %796 : index
                vector.store %758#2, %scratch4[%797] : memref<48xf64>, vector<8xf64>
                %798 = arith.constant 1 : index
                %799 = arith.subi %251, %798 : index
                %800 = arith.constant 0 : index
                %801 = arith.minui %800, %799 : index
                %802 = memref.load %scratch2[%801] : memref<16xindex>
                %803 = arith.constant 0 : index
                %804 = arith.constant 3 : index
                %805 = arith.muli %802, %804 : index
                %806 = arith.constant 1 : index
                %807 = arith.minui %806, %799 : index
                %808 = memref.load %scratch2[%807] : memref<16xindex>
                %809 = arith.constant 0 : index
                %810 = arith.constant 3 : index
                %811 = arith.muli %808, %810 : index
                %812 = arith.constant 2 : index
                %813 = arith.minui %812, %799 : index
                %814 = memref.load %scratch2[%813] : memref<16xindex>
                %815 = arith.constant 0 : index
                %816 = arith.constant 3 : index
                %817 = arith.muli %814, %816 : index
                %818 = arith.constant 3 : index
                %819 = arith.minui %818, %799 : index
                %820 = memref.load %scratch2[%819] : memref<16xindex>
                %821 = arith.constant 0 : index
                %822 = arith.constant 3 : index
                %823 = arith.muli %820, %822 : index
                %824 = arith.constant 4 : index
                %825 = arith.minui %824, %799 : index
                %826 = memref.load %scratch2[%825] : memref<16xindex>
                %827 = arith.constant 0 : index
                %828 = arith.constant 3 : index
                %829 = arith.muli %826, %828 : index
                %830 = arith.constant 5 : index
                %831 = arith.minui %830, %799 : index
                %832 = memref.load %scratch2[%831] : memref<16xindex>
                %833 = arith.constant 0 : index
                %834 = arith.constant 3 : index
                %835 = arith.muli %832, %834 : index
                %836 = arith.constant 6 : index
                %837 = arith.minui %836, %799 : index
                %838 = memref.load %scratch2[%837] : memref<16xindex>
                %839 = arith.constant 0 : index
                %840 = arith.constant 3 : index
                %841 = arith.muli %838, %840 : index
                %842 = arith.constant 7 : index
                %843 = arith.minui %842, %799 : index
                %844 = memref.load %scratch2[%843] : memref<16xindex>
                %845 = arith.constant 0 : index
                %846 = arith.constant 3 : index
                %847 = arith.muli %844, %846 : index
                %848 = arith.constant 0 : index
                %849 = arith.constant 3 : index
                %850 = arith.constant 1 : index
                scf.for %851 = %848 to %849 step %850 {
                  %852 = arith.constant 0 : index
                  %853 = arith.constant 16 : index
                  %854 = arith.muli %851, %853 : index
                  %855 = memref.load %scratch4[%854] : memref<48xf64>
                  %856 = arith.addi %805, %851 : index
                  memref.store %855, %v8_top[%856] : memref<?xf64>
                  %857 = arith.constant 1 : index
                  %858 = arith.constant 16 : index
                  %859 = arith.muli %851, %858 : index
                  %860 = arith.addi %859, %857 : index
                  %861 = memref.load %scratch4[%860] : memref<48xf64>
                  %862 = arith.addi %811, %851 : index
                  memref.store %861, %v8_top[%862] : memref<?xf64>
                  %863 = arith.constant 2 : index
                  %864 = arith.constant 16 : index
                  %865 = arith.muli %851, %864 : index
                  %866 = arith.addi %865, %863 : index
                  %867 = memref.load %scratch4[%866] : memref<48xf64>
                  %868 = arith.addi %817, %851 : index
                  memref.store %867, %v8_top[%868] : memref<?xf64>
                  %869 = arith.constant 3 : index
                  %870 = arith.constant 16 : index
                  %871 = arith.muli %851, %870 : index
                  %872 = arith.addi %871, %869 : index
                  %873 = memref.load %scratch4[%872] : memref<48xf64>
                  %874 = arith.addi %823, %851 : index
                  memref.store %873, %v8_top[%874] : memref<?xf64>
                  %875 = arith.constant 4 : index
                  %876 = arith.constant 16 : index
                  %877 = arith.muli %851, %876 : index
                  %878 = arith.addi %877, %875 : index
                  %879 = memref.load %scratch4[%878] : memref<48xf64>
                  %880 = arith.addi %829, %851 : index
                  memref.store %879, %v8_top[%880] : memref<?xf64>
                  %881 = arith.constant 5 : index
                  %882 = arith.constant 16 : index
                  %883 = arith.muli %851, %882 : index
                  %884 = arith.addi %883, %881 : index
                  %885 = memref.load %scratch4[%884] : memref<48xf64>
                  %886 = arith.addi %835, %851 : index
                  memref.store %885, %v8_top[%886] : memref<?xf64>
                  %887 = arith.constant 6 : index
                  %888 = arith.constant 16 : index
                  %889 = arith.muli %851, %888 : index
                  %890 = arith.addi %889, %887 : index
                  %891 = memref.load %scratch4[%890] : memref<48xf64>
                  %892 = arith.addi %841, %851 : index
                  memref.store %891, %v8_top[%892] : memref<?xf64>
                  %893 = arith.constant 7 : index
                  %894 = arith.constant 16 : index
                  %895 = arith.muli %851, %894 : index
                  %896 = arith.addi %895, %893 : index
                  %897 = memref.load %scratch4[%896] : memref<48xf64>
                  %898 = arith.addi %847, %851 : index
                  memref.store %897, %v8_top[%898] : memref<?xf64>
                }
              } else {
                %899 = arith.constant 1 : index
                %900 = arith.subi %251, %899 : index
                %901 = arith.constant 0 : index
                %902 = arith.minui %901, %900 : index
                %903 = memref.load %scratch2[%902] : memref<16xindex>
                %904 = arith.constant 0 : index
                %905 = arith.constant 3 : index
                %906 = arith.muli %903, %905 : index
                %907 = arith.constant 1 : index
                %908 = arith.minui %907, %900 : index
                %909 = memref.load %scratch2[%908] : memref<16xindex>
                %910 = arith.constant 0 : index
                %911 = arith.constant 3 : index
                %912 = arith.muli %909, %911 : index
                %913 = arith.constant 2 : index
                %914 = arith.minui %913, %900 : index
                %915 = memref.load %scratch2[%914] : memref<16xindex>
                %916 = arith.constant 0 : index
                %917 = arith.constant 3 : index
                %918 = arith.muli %915, %917 : index
                %919 = arith.constant 3 : index
                %920 = arith.minui %919, %900 : index
                %921 = memref.load %scratch2[%920] : memref<16xindex>
                %922 = arith.constant 0 : index
                %923 = arith.constant 3 : index
                %924 = arith.muli %921, %923 : index
                %925 = arith.constant 4 : index
                %926 = arith.minui %925, %900 : index
                %927 = memref.load %scratch2[%926] : memref<16xindex>
                %928 = arith.constant 0 : index
                %929 = arith.constant 3 : index
                %930 = arith.muli %927, %929 : index
                %931 = arith.constant 5 : index
                %932 = arith.minui %931, %900 : index
                %933 = memref.load %scratch2[%932] : memref<16xindex>
                %934 = arith.constant 0 : index
                %935 = arith.constant 3 : index
                %936 = arith.muli %933, %935 : index
                %937 = arith.constant 6 : index
                %938 = arith.minui %937, %900 : index
                %939 = memref.load %scratch2[%938] : memref<16xindex>
                %940 = arith.constant 0 : index
                %941 = arith.constant 3 : index
                %942 = arith.muli %939, %941 : index
                %943 = arith.constant 7 : index
                %944 = arith.minui %943, %900 : index
                %945 = memref.load %scratch2[%944] : memref<16xindex>
                %946 = arith.constant 0 : index
                %947 = arith.constant 3 : index
                %948 = arith.muli %945, %947 : index
                %949 = arith.constant 8 : index
                %950 = arith.minui %949, %900 : index
                %951 = memref.load %scratch2[%950] : memref<16xindex>
                %952 = arith.constant 0 : index
                %953 = arith.constant 3 : index
                %954 = arith.muli %951, %953 : index
                %955 = arith.constant 9 : index
                %956 = arith.minui %955, %900 : index
                %957 = memref.load %scratch2[%956] : memref<16xindex>
                %958 = arith.constant 0 : index
                %959 = arith.constant 3 : index
                %960 = arith.muli %957, %959 : index
                %961 = arith.constant 10 : index
                %962 = arith.minui %961, %900 : index
                %963 = memref.load %scratch2[%962] : memref<16xindex>
                %964 = arith.constant 0 : index
                %965 = arith.constant 3 : index
                %966 = arith.muli %963, %965 : index
                %967 = arith.constant 11 : index
                %968 = arith.minui %967, %900 : index
                %969 = memref.load %scratch2[%968] : memref<16xindex>
                %970 = arith.constant 0 : index
                %971 = arith.constant 3 : index
                %972 = arith.muli %969, %971 : index
                %973 = arith.constant 12 : index
                %974 = arith.minui %973, %900 : index
                %975 = memref.load %scratch2[%974] : memref<16xindex>
                %976 = arith.constant 0 : index
                %977 = arith.constant 3 : index
                %978 = arith.muli %975, %977 : index
                %979 = arith.constant 13 : index
                %980 = arith.minui %979, %900 : index
                %981 = memref.load %scratch2[%980] : memref<16xindex>
                %982 = arith.constant 0 : index
                %983 = arith.constant 3 : index
                %984 = arith.muli %981, %983 : index
                %985 = arith.constant 14 : index
                %986 = arith.minui %985, %900 : index
                %987 = memref.load %scratch2[%986] : memref<16xindex>
                %988 = arith.constant 0 : index
                %989 = arith.constant 3 : index
                %990 = arith.muli %987, %989 : index
                %991 = arith.constant 15 : index
                %992 = arith.minui %991, %900 : index
                %993 = memref.load %scratch2[%992] : memref<16xindex>
                %994 = arith.constant 0 : index
                %995 = arith.constant 3 : index
                %996 = arith.muli %993, %995 : index
                %997 = arith.constant 0 : index
                %998 = arith.constant 3 : index
                %999 = arith.constant 1 : index
                scf.for %1000 = %997 to %998 step %999 {
                  %1001 = arith.addi %906, %1000 : index
                  %1002 = memref.load %v6_top[%1001] : memref<?xf64>
                  %1003 = arith.constant 0 : index
                  %1004 = arith.constant 16 : index
                  %1005 = arith.muli %1000, %1004 : index
                  memref.store %1002, %scratch3[%1005] : memref<48xf64>
                  %1006 = arith.addi %912, %1000 : index
                  %1007 = memref.load %v6_top[%1006] : memref<?xf64>
                  %1008 = arith.constant 1 : index
                  %1009 = arith.constant 16 : index
                  %1010 = arith.muli %1000, %1009 : index
                  %1011 = arith.addi %1010, %1008 : index
                  memref.store %1007, %scratch3[%1011] : memref<48xf64>
                  %1012 = arith.addi %918, %1000 : index
                  %1013 = memref.load %v6_top[%1012] : memref<?xf64>
                  %1014 = arith.constant 2 : index
                  %1015 = arith.constant 16 : index
                  %1016 = arith.muli %1000, %1015 : index
                  %1017 = arith.addi %1016, %1014 : index
                  memref.store %1013, %scratch3[%1017] : memref<48xf64>
                  %1018 = arith.addi %924, %1000 : index
                  %1019 = memref.load %v6_top[%1018] : memref<?xf64>
                  %1020 = arith.constant 3 : index
                  %1021 = arith.constant 16 : index
                  %1022 = arith.muli %1000, %1021 : index
                  %1023 = arith.addi %1022, %1020 : index
                  memref.store %1019, %scratch3[%1023] : memref<48xf64>
                  %1024 = arith.addi %930, %1000 : index
                  %1025 = memref.load %v6_top[%1024] : memref<?xf64>
                  %1026 = arith.constant 4 : index
                  %1027 = arith.constant 16 : index
                  %1028 = arith.muli %1000, %1027 : index
                  %1029 = arith.addi %1028, %1026 : index
                  memref.store %1025, %scratch3[%1029] : memref<48xf64>
                  %1030 = arith.addi %936, %1000 : index
                  %1031 = memref.load %v6_top[%1030] : memref<?xf64>
                  %1032 = arith.constant 5 : index
                  %1033 = arith.constant 16 : index
                  %1034 = arith.muli %1000, %1033 : index
                  %1035 = arith.addi %1034, %1032 : index
                  memref.store %1031, %scratch3[%1035] : memref<48xf64>
                  %1036 = arith.addi %942, %1000 : index
                  %1037 = memref.load %v6_top[%1036] : memref<?xf64>
                  %1038 = arith.constant 6 : index
                  %1039 = arith.constant 16 : index
                  %1040 = arith.muli %1000, %1039 : index
                  %1041 = arith.addi %1040, %1038 : index
                  memref.store %1037, %scratch3[%1041] : memref<48xf64>
                  %1042 = arith.addi %948, %1000 : index
                  %1043 = memref.load %v6_top[%1042] : memref<?xf64>
                  %1044 = arith.constant 7 : index
                  %1045 = arith.constant 16 : index
                  %1046 = arith.muli %1000, %1045 : index
                  %1047 = arith.addi %1046, %1044 : index
                  memref.store %1043, %scratch3[%1047] : memref<48xf64>
                  %1048 = arith.addi %954, %1000 : index
                  %1049 = memref.load %v6_top[%1048] : memref<?xf64>
                  %1050 = arith.constant 8 : index
                  %1051 = arith.constant 16 : index
                  %1052 = arith.muli %1000, %1051 : index
                  %1053 = arith.addi %1052, %1050 : index
                  memref.store %1049, %scratch3[%1053] : memref<48xf64>
                  %1054 = arith.addi %960, %1000 : index
                  %1055 = memref.load %v6_top[%1054] : memref<?xf64>
                  %1056 = arith.constant 9 : index
                  %1057 = arith.constant 16 : index
                  %1058 = arith.muli %1000, %1057 : index
                  %1059 = arith.addi %1058, %1056 : index
                  memref.store %1055, %scratch3[%1059] : memref<48xf64>
                  %1060 = arith.addi %966, %1000 : index
                  %1061 = memref.load %v6_top[%1060] : memref<?xf64>
                  %1062 = arith.constant 10 : index
                  %1063 = arith.constant 16 : index
                  %1064 = arith.muli %1000, %1063 : index
                  %1065 = arith.addi %1064, %1062 : index
                  memref.store %1061, %scratch3[%1065] : memref<48xf64>
                  %1066 = arith.addi %972, %1000 : index
                  %1067 = memref.load %v6_top[%1066] : memref<?xf64>
                  %1068 = arith.constant 11 : index
                  %1069 = arith.constant 16 : index
                  %1070 = arith.muli %1000, %1069 : index
                  %1071 = arith.addi %1070, %1068 : index
                  memref.store %1067, %scratch3[%1071] : memref<48xf64>
                  %1072 = arith.addi %978, %1000 : index
                  %1073 = memref.load %v6_top[%1072] : memref<?xf64>
                  %1074 = arith.constant 12 : index
                  %1075 = arith.constant 16 : index
                  %1076 = arith.muli %1000, %1075 : index
                  %1077 = arith.addi %1076, %1074 : index
                  memref.store %1073, %scratch3[%1077] : memref<48xf64>
                  %1078 = arith.addi %984, %1000 : index
                  %1079 = memref.load %v6_top[%1078] : memref<?xf64>
                  %1080 = arith.constant 13 : index
                  %1081 = arith.constant 16 : index
                  %1082 = arith.muli %1000, %1081 : index
                  %1083 = arith.addi %1082, %1080 : index
                  memref.store %1079, %scratch3[%1083] : memref<48xf64>
                  %1084 = arith.addi %990, %1000 : index
                  %1085 = memref.load %v6_top[%1084] : memref<?xf64>
                  %1086 = arith.constant 14 : index
                  %1087 = arith.constant 16 : index
                  %1088 = arith.muli %1000, %1087 : index
                  %1089 = arith.addi %1088, %1086 : index
                  memref.store %1085, %scratch3[%1089] : memref<48xf64>
                  %1090 = arith.addi %996, %1000 : index
                  %1091 = memref.load %v6_top[%1090] : memref<?xf64>
                  %1092 = arith.constant 15 : index
                  %1093 = arith.constant 16 : index
                  %1094 = arith.muli %1000, %1093 : index
                  %1095 = arith.addi %1094, %1092 : index
                  memref.store %1091, %scratch3[%1095] : memref<48xf64>
                }
                %1096 = arith.constant 0 : index
                %1097 = arith.constant dense<0.0> : vector<8xf64>
                %1098 = arith.constant 0 : index
                %1099 = arith.constant 3 : index
                %1100 = arith.constant 1 : index
                %1107:6 = scf.for %1108 = %1098 to %1099 step %1100 iter_args(%1101 = %1097, %1102 = %1097, %1103 = %1097, %1104 = %1097, %1105 = %1097, %1106 = %1097) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>) {
                  %1109 = arith.constant 0 : index
                  %1110 = arith.constant 16 : index
                  %1111 = arith.muli %1108, %1110 : index
                  %1112 = vector.load %scratch3[%1111] : memref<48xf64>, vector<8xf64>
                  %1113 = arith.constant 8 : index
                  %1114 = arith.constant 16 : index
                  %1115 = arith.muli %1108, %1114 : index
                  %1116 = arith.addi %1115, %1113 : index
                  %1117 = vector.load %scratch3[%1116] : memref<48xf64>, vector<8xf64>
                  %1118 = arith.constant 0 : index
                  %1119 = arith.constant 3 : index
                  %1120 = arith.muli %1096, %1119 : index
                  %1121 = arith.addi %1120, %1108 : index
                  %1122 = memref.load %v2_shared[%1121] : memref<?xf64>
                  %1123 = vector.broadcast %1122 : f64 to vector<8xf64>
                  %1124 = arith.mulf %1123, %1112 : vector<8xf64>
                  %1125 = arith.addf %1101, %1124 : vector<8xf64>
                  %1126 = arith.mulf %1123, %1117 : vector<8xf64>
                  %1127 = arith.addf %1102, %1126 : vector<8xf64>
                  %1128 = arith.constant 1 : index
                  %1129 = arith.constant 3 : index
                  %1130 = arith.addi %1129, %1108 : index
                  %1131 = memref.load %v2_shared[%1130] : memref<?xf64>
                  %1132 = vector.broadcast %1131 : f64 to vector<8xf64>
                  %1133 = arith.mulf %1132, %1112 : vector<8xf64>
                  %1134 = arith.addf %1103, %1133 : vector<8xf64>
                  %1135 = arith.mulf %1132, %1117 : vector<8xf64>
                  %1136 = arith.addf %1104, %1135 : vector<8xf64>
                  %1137 = arith.constant 2 : index
                  %1138 = arith.constant 3 : index
                  %1139 = arith.muli %1137, %1138 : index
                  %1140 = arith.addi %1139, %1108 : index
                  %1141 = memref.load %v2_shared[%1140] : memref<?xf64>
                  %1142 = vector.broadcast %1141 : f64 to vector<8xf64>
                  %1143 = arith.mulf %1142, %1112 : vector<8xf64>
                  %1144 = arith.addf %1105, %1143 : vector<8xf64>
                  %1145 = arith.mulf %1142, %1117 : vector<8xf64>
                  %1146 = arith.addf %1106, %1145 : vector<8xf64>
                  scf.yield %1125, %1127, %1134, %1136, %1144, %1146 : vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>
                }
                %1147 = arith.constant 0 : index
                %1148 = arith.constant 0 : index
                %1149 = arith.constant 16 : index
                %1150 = arith.muli %1096, %1149 : index
                vector.store %1107#0, %scratch4[%1150] : memref<48xf64>, vector<8xf64>
                %1151 = arith.constant 8 : index
                %1152 = arith.constant 16 : index
                %1153 = arith.muli %1096, %1152 : index
                %1154 = arith.addi %1153, %1151 : index
                vector.store %1107#1, %scratch4[%1154] : memref<48xf64>, vector<8xf64>
                %1155 = arith.constant 1 : index
                %1156 = arith.constant 0 : index
                %1157 = arith.constant 16 : index
                vector.store %1107#2, %scratch4[%1157] : memref<48xf64>, vector<8xf64>
                %1158 = arith.constant 8 : index
                %1159 = arith.constant 16 : index
                %1160 = arith.addi %1159, %1158 : index
                vector.store %1107#3, %scratch4[%1160] : memref<48xf64>, vector<8xf64>
                %1161 = arith.constant 2 : index
                %1162 = arith.constant 0 : index
                %1163 = arith.constant 16 : index
                %1164 = arith.muli %1161, %1163 : index
                vector.store %1107#4, %scratch4[%1164] : memref<48xf64>, vector<8xf64>
                %1165 = arith.constant 8 : index
                %1166 = arith.constant 16 : index
                %1167 = arith.muli %1161, %1166 : index
                %1168 = arith.addi %1167, %1165 : index
                vector.store %1107#5, %scratch4[%1168] : memref<48xf64>, vector<8xf64>
                %1169 = arith.constant 1 : index
                %1170 = arith.subi %251, %1169 : index
                %1171 = arith.constant 0 : index
                %1172 = arith.minui %1171, %1170 : index
                %1173 = memref.load %scratch2[%1172] : memref<16xindex>
                %1174 = arith.constant 0 : index
                %1175 = arith.constant 3 : index
                %1176 = arith.muli %1173, %1175 : index
                %1177 = arith.constant 1 : index
                %1178 = arith.minui %1177, %1170 : index
                %1179 = memref.load %scratch2[%1178] : memref<16xindex>
                %1180 = arith.constant 0 : index
                %1181 = arith.constant 3 : index
                %1182 = arith.muli %1179, %1181 : index
                %1183 = arith.constant 2 : index
                %1184 = arith.minui %1183, %1170 : index
                %1185 = memref.load %scratch2[%1184] : memref<16xindex>
                %1186 = arith.constant 0 : index
                %1187 = arith.constant 3 : index
                %1188 = arith.muli %1185, %1187 : index
                %1189 = arith.constant 3 : index
                %1190 = arith.minui %1189, %1170 : index
                %1191 = memref.load %scratch2[%1190] : memref<16xindex>
                %1192 = arith.constant 0 : index
                %1193 = arith.constant 3 : index
                %1194 = arith.muli %1191, %1193 : index
                %1195 = arith.constant 4 : index
                %1196 = arith.minui %1195, %1170 : index
                %1197 = memref.load %scratch2[%1196] : memref<16xindex>
                %1198 = arith.constant 0 : index
                %1199 = arith.constant 3 : index
                %1200 = arith.muli %1197, %1199 : index
                %1201 = arith.constant 5 : index
                %1202 = arith.minui %1201, %1170 : index
                %1203 = memref.load %scratch2[%1202] : memref<16xindex>
                %1204 = arith.constant 0 : index
                %1205 = arith.constant 3 : index
                %1206 = arith.muli %1203, %1205 : index
                %1207 = arith.constant 6 : index
                %1208 = arith.minui %1207, %1170 : index
                %1209 = memref.load %scratch2[%1208] : memref<16xindex>
                %1210 = arith.constant 0 : index
                %1211 = arith.constant 3 : index
                %1212 = arith.muli %1209, %1211 : index
                %1213 = arith.constant 7 : index
                %1214 = arith.minui %1213, %1170 : index
                %1215 = memref.load %scratch2[%1214] : memref<16xindex>
                %1216 = arith.constant 0 : index
                %1217 = arith.constant 3 : index
                %1218 = arith.muli %1215, %1217 : index
                %1219 = arith.constant 8 : index
                %1220 = arith.minui %1219, %1170 : index
                %1221 = memref.load %scratch2[%1220] : memref<16xindex>
                %1222 = arith.constant 0 : index
                %1223 = arith.constant 3 : index
                %1224 = arith.muli %1221, %1223 : index
                %1225 = arith.constant 9 : index
                %1226 = arith.minui %1225, %1170 : index
                %1227 = memref.load %scratch2[%1226] : memref<16xindex>
                %1228 = arith.constant 0 : index
                %1229 = arith.constant 3 : index
                %1230 = arith.muli %1227, %1229 : index
                %1231 = arith.constant 10 : index
                %1232 = arith.minui %1231, %1170 : index
                %1233 = memref.load %scratch2[%1232] : memref<16xindex>
                %1234 = arith.constant 0 : index
                %1235 = arith.constant 3 : index
                %1236 = arith.muli %1233, %1235 : index
                %1237 = arith.constant 11 : index
                %1238 = arith.minui %1237, %1170 : index
                %1239 = memref.load %scratch2[%1238] : memref<16xindex>
                %1240 = arith.constant 0 : index
                %1241 = arith.constant 3 : index
                %1242 = arith.muli %1239, %1241 : index
                %1243 = arith.constant 12 : index
                %1244 = arith.minui %1243, %1170 : index
                %1245 = memref.load %scratch2[%1244] : memref<16xindex>
                %1246 = arith.constant 0 : index
                %1247 = arith.constant 3 : index
                %1248 = arith.muli %1245, %1247 : index
                %1249 = arith.constant 13 : index
                %1250 = arith.minui %1249, %1170 : index
                %1251 = memref.load %scratch2[%1250] : memref<16xindex>
                %1252 = arith.constant 0 : index
                %1253 = arith.constant 3 : index
                %1254 = arith.muli %1251, %1253 : index
                %1255 = arith.constant 14 : index
                %1256 = arith.minui %1255, %1170 : index
                %1257 = memref.load %scratch2[%1256] : memref<16xindex>
                %1258 = arith.constant 0 : index
                %1259 = arith.constant 3 : index
                %1260 = arith.muli %1257, %1259 : index
                %1261 = arith.constant 15 : index
                %1262 = arith.minui %1261, %1170 : index
                %1263 = memref.load %scratch2[%1262] : memref<16xindex>
                %1264 = arith.constant 0 : index
                %1265 = arith.constant 3 : index
                %1266 = arith.muli %1263, %1265 : index
                %1267 = arith.constant 0 : index
                %1268 = arith.constant 3 : index
                %1269 = arith.constant 1 : index
                scf.for %1270 = %1267 to %1268 step %1269 {
                  %1271 = arith.constant 0 : index
                  %1272 = arith.constant 16 : index
                  %1273 = arith.muli %1270, %1272 : index
                  %1274 = memref.load %scratch4[%1273] : memref<48xf64>
                  %1275 = arith.addi %1176, %1270 : index
                  memref.store %1274, %v8_top[%1275] : memref<?xf64>
                  %1276 = arith.constant 1 : index
                  %1277 = arith.constant 16 : index
                  %1278 = arith.muli %1270, %1277 : index
                  %1279 = arith.addi %1278, %1276 : index
                  %1280 = memref.load %scratch4[%1279] : memref<48xf64>
                  %1281 = arith.addi %1182, %1270 : index
                  memref.store %1280, %v8_top[%1281] : memref<?xf64>
                  %1282 = arith.constant 2 : index
                  %1283 = arith.constant 16 : index
                  %1284 = arith.muli %1270, %1283 : index
                  %1285 = arith.addi %1284, %1282 : index
                  %1286 = memref.load %scratch4[%1285] : memref<48xf64>
                  %1287 = arith.addi %1188, %1270 : index
                  memref.store %1286, %v8_top[%1287] : memref<?xf64>
                  %1288 = arith.constant 3 : index
                  %1289 = arith.constant 16 : index
                  %1290 = arith.muli %1270, %1289 : index
                  %1291 = arith.addi %1290, %1288 : index
                  %1292 = memref.load %scratch4[%1291] : memref<48xf64>
                  %1293 = arith.addi %1194, %1270 : index
                  memref.store %1292, %v8_top[%1293] : memref<?xf64>
                  %1294 = arith.constant 4 : index
                  %1295 = arith.constant 16 : index
                  %1296 = arith.muli %1270, %1295 : index
                  %1297 = arith.addi %1296, %1294 : index
                  %1298 = memref.load %scratch4[%1297] : memref<48xf64>
                  %1299 = arith.addi %1200, %1270 : index
                  memref.store %1298, %v8_top[%1299] : memref<?xf64>
                  %1300 = arith.constant 5 : index
                  %1301 = arith.constant 16 : index
                  %1302 = arith.muli %1270, %1301 : index
                  %1303 = arith.addi %1302, %1300 : index
                  %1304 = memref.load %scratch4[%1303] : memref<48xf64>
                  %1305 = arith.addi %1206, %1270 : index
                  memref.store %1304, %v8_top[%1305] : memref<?xf64>
                  %1306 = arith.constant 6 : index
                  %1307 = arith.constant 16 : index
                  %1308 = arith.muli %1270, %1307 : index
                  %1309 = arith.addi %1308, %1306 : index
                  %1310 = memref.load %scratch4[%1309] : memref<48xf64>
                  %1311 = arith.addi %1212, %1270 : index
                  memref.store %1310, %v8_top[%1311] : memref<?xf64>
                  %1312 = arith.constant 7 : index
                  %1313 = arith.constant 16 : index
                  %1314 = arith.muli %1270, %1313 : index
                  %1315 = arith.addi %1314, %1312 : index
                  %1316 = memref.load %scratch4[%1315] : memref<48xf64>
                  %1317 = arith.addi %1218, %1270 : index
                  memref.store %1316, %v8_top[%1317] : memref<?xf64>
                  %1318 = arith.constant 8 : index
                  %1319 = arith.constant 16 : index
                  %1320 = arith.muli %1270, %1319 : index
                  %1321 = arith.addi %1320, %1318 : index
                  %1322 = memref.load %scratch4[%1321] : memref<48xf64>
                  %1323 = arith.addi %1224, %1270 : index
                  memref.store %1322, %v8_top[%1323] : memref<?xf64>
                  %1324 = arith.constant 9 : index
                  %1325 = arith.constant 16 : index
                  %1326 = arith.muli %1270, %1325 : index
                  %1327 = arith.addi %1326, %1324 : index
                  %1328 = memref.load %scratch4[%1327] : memref<48xf64>
                  %1329 = arith.addi %1230, %1270 : index
                  memref.store %1328, %v8_top[%1329] : memref<?xf64>
                  %1330 = arith.constant 10 : index
                  %1331 = arith.constant 16 : index
                  %1332 = arith.muli %1270, %1331 : index
                  %1333 = arith.addi %1332, %1330 : index
                  %1334 = memref.load %scratch4[%1333] : memref<48xf64>
                  %1335 = arith.addi %1236, %1270 : index
                  memref.store %1334, %v8_top[%1335] : memref<?xf64>
                  %1336 = arith.constant 11 : index
                  %1337 = arith.constant 16 : index
                  %1338 = arith.muli %1270, %1337 : index
                  %1339 = arith.addi %1338, %1336 : index
                  %1340 = memref.load %scratch4[%1339] : memref<48xf64>
                  %1341 = arith.addi %1242, %1270 : index
                  memref.store %1340, %v8_top[%1341] : memref<?xf64>
                  %1342 = arith.constant 12 : index
                  %1343 = arith.constant 16 : index
                  %1344 = arith.muli %1270, %1343 : index
                  %1345 = arith.addi %1344, %1342 : index
                  %1346 = memref.load %scratch4[%1345] : memref<48xf64>
                  %1347 = arith.addi %1248, %1270 : index
                  memref.store %1346, %v8_top[%1347] : memref<?xf64>
                  %1348 = arith.constant 13 : index
                  %1349 = arith.constant 16 : index
                  %1350 = arith.muli %1270, %1349 : index
                  %1351 = arith.addi %1350, %1348 : index
                  %1352 = memref.load %scratch4[%1351] : memref<48xf64>
                  %1353 = arith.addi %1254, %1270 : index
                  memref.store %1352, %v8_top[%1353] : memref<?xf64>
                  %1354 = arith.constant 14 : index
                  %1355 = arith.constant 16 : index
                  %1356 = arith.muli %1270, %1355 : index
                  %1357 = arith.addi %1356, %1354 : index
                  %1358 = memref.load %scratch4[%1357] : memref<48xf64>
                  %1359 = arith.addi %1260, %1270 : index
                  memref.store %1358, %v8_top[%1359] : memref<?xf64>
                  %1360 = arith.constant 15 : index
                  %1361 = arith.constant 16 : index
                  %1362 = arith.muli %1270, %1361 : index
                  %1363 = arith.addi %1362, %1360 : index
                  %1364 = memref.load %scratch4[%1363] : memref<48xf64>
                  %1365 = arith.addi %1266, %1270 : index
                  memref.store %1364, %v8_top[%1365] : memref<?xf64>
                }
              }
            }
            %1366 = arith.constant 0 : index
            %1367 = arith.constant 1 : index
            scf.for %1368 = %1366 to %251 step %1367 {
              %1369 = memref.load %scratch2[%1368] : memref<16xindex>
              %1370 = arith.constant 7 : i32
              memref.store %1370, %pc[%1369] : memref<?xi32>
            }
          }
          %1371 = arith.select %263, %241, %251 : index
          scf.yield %1371, %254 : index, i64
        }
        %1372 = arith.constant 1 : index
        %1373 = scf.for %1374 = %lo to %hi step %1372 iter_args(%1375 = %halt) -> (i32) {
          %1376 = memref.load %pc[%1374] : memref<?xi32>
          %1377 = arith.minsi %1375, %1376 : i32
          scf.yield %1377 : i32
        }
        %1378 = arith.subi %hi, %lo : index
        %1379 = arith.index_cast %1378 : index to i64
        %1380 = arith.constant 1 : i64
        %1381 = arith.constant 18 : index
        %1382 = memref.atomic_rmw addi %1380, %stats[%1381] : (i64, memref<?xi64>) -> i64
        %1383 = arith.constant 19 : index
        %1384 = memref.atomic_rmw addi %1379, %stats[%1383] : (i64, memref<?xi64>) -> i64
        %1385 = arith.constant 20 : index
        %1386 = memref.atomic_rmw addi %244#1, %stats[%1385] : (i64, memref<?xi64>) -> i64
        scf.yield %1373 : i32
      }
      case 7 {
        %1387 = arith.constant 0 : i64
        %1393 = arith.constant 1 : index
        %1388, %1389 = scf.for %1390 = %lo to %hi step %1393 iter_args(%1391 = %halt, %1392 = %1387) -> (i32, i64) {
          %1394 = memref.load %pc[%1390] : memref<?xi32>
          %1395 = arith.constant 7 : i32
          %1396 = arith.cmpi eq, %1394, %1395 : i32
          scf.if %1396 {
            %1397 = arith.constant 0 : index
            %1398 = arith.constant 3 : index
            %1399 = arith.muli %1390, %1398 : index
            %1400 = arith.constant 0x0000000000000000 : f64
            %1401 = arith.constant 0 : index
            %1402 = arith.constant 3 : index
            %1403 = arith.constant 1 : index
            %1404 = scf.for %1405 = %1401 to %1402 step %1403 iter_args(%1406 = %1400) -> (f64) {
              %1407 = arith.addi %1399, %1405 : index
              %1408 = memref.load %v8_top[%1407] : memref<?xf64>
              %1409 = arith.addf %1406, %1408 : f64
              scf.yield %1409 : f64
            }
            %1410 = arith.constant 0 : index
            %1411 = arith.constant 3 : index
            %1412 = arith.muli %1390, %1411 : index
            %1413 = arith.constant 0 : index
            %1414 = arith.constant 3 : index
            %1415 = arith.muli %1390, %1414 : index
            %1416 = arith.constant 0 : index
            %1417 = arith.constant 3 : index
            %1418 = arith.constant 1 : index
            scf.for %1419 = %1416 to %1417 step %1418 {
              %1420 = arith.addi %1412, %1419 : index
              %1421 = memref.load %v6_top[%1420] : memref<?xf64>
              %1422 = arith.addf %1421, %1404 : f64
              %1423 = arith.addi %1415, %1419 : index
              memref.store %1422, %v7_top[%1423] : memref<?xf64>
            }
            %1424 = memref.load %pc_sp[%1390] : memref<?xi32>
            %1425 = arith.constant 0 : i32
            %1426 = arith.cmpi sgt, %1424, %1425 : i32
            scf.if %1426 {
              %1427 = arith.constant 1 : i32
              %1428 = arith.subi %1424, %1427 : i32
              %1429 = arith.constant 0 : index
              %1430 = arith.index_cast %1428 : i32 to index
              %1431 = arith.muli %1430, %z : index
              %1432 = arith.addi %1431, %1390 : index
              %1433 = memref.load %pc_stack[%1432] : memref<?xi32>
              memref.store %1428, %pc_sp[%1390] : memref<?xi32>
              memref.store %1433, %pc[%1390] : memref<?xi32>
            } else {
              %1434 = arith.constant 15 : i32
              memref.store %1434, %pc[%1390] : memref<?xi32>
            }
          }
          %1435 = memref.load %pc[%1390] : memref<?xi32>
          %1436 = arith.minsi %1391, %1435 : i32
          %1437 = arith.extui %1396 : i1 to i64
          %1438 = arith.addi %1392, %1437 : i64
          scf.yield %1436, %1438 : i32, i64
        }
        %1439 = arith.subi %hi, %lo : index
        %1440 = arith.index_cast %1439 : index to i64
        %1441 = arith.constant 1 : i64
        %1442 = arith.constant 21 : index
        %1443 = memref.atomic_rmw addi %1441, %stats[%1442] : (i64, memref<?xi64>) -> i64
        %1444 = arith.constant 22 : index
        %1445 = memref.atomic_rmw addi %1440, %stats[%1444] : (i64, memref<?xi64>) -> i64
        %1446 = arith.constant 23 : index
        %1447 = memref.atomic_rmw addi %1389, %stats[%1446] : (i64, memref<?xi64>) -> i64
        scf.yield %1388 : i32
      }
      case 8 {
        %1448 = arith.constant 0 : i64
        %1454 = arith.constant 1 : index
        %1449, %1450 = scf.for %1451 = %lo to %hi step %1454 iter_args(%1452 = %halt, %1453 = %1448) -> (i32, i64) {
          %1455 = memref.load %pc[%1451] : memref<?xi32>
          %1456 = arith.constant 8 : i32
          %1457 = arith.cmpi eq, %1455, %1456 : i32
          scf.if %1457 {
            %1458 = arith.constant 0 : index
            %1459 = arith.constant 0 : index
            %1460 = memref.load %v10_top[%1451] : memref<?xi64>
            %1461 = arith.constant 0 : i64
            %1462 = arith.cmpi sle, %1460, %1461 : i64
            %1463 = arith.constant 9 : i32
            %1464 = arith.constant 11 : i32
            %1465 = arith.select %1462, %1463, %1464 : i32
            memref.store %1465, %pc[%1451] : memref<?xi32>
          }
          %1466 = memref.load %pc[%1451] : memref<?xi32>
          %1467 = arith.minsi %1452, %1466 : i32
          %1468 = arith.extui %1457 : i1 to i64
          %1469 = arith.addi %1453, %1468 : i64
          scf.yield %1467, %1469 : i32, i64
        }
        %1470 = arith.subi %hi, %lo : index
        %1471 = arith.index_cast %1470 : index to i64
        %1472 = arith.constant 1 : i64
        %1473 = arith.constant 24 : index
        %1474 = memref.atomic_rmw addi %1472, %stats[%1473] : (i64, memref<?xi64>) -> i64
        %1475 = arith.constant 25 : index
        %1476 = memref.atomic_rmw addi %1471, %stats[%1475] : (i64, memref<?xi64>) -> i64
        %1477 = arith.constant 26 : index
        %1478 = memref.atomic_rmw addi %1450, %stats[%1477] : (i64, memref<?xi64>) -> i64
        scf.yield %1449 : i32
      }
      case 9 {
        %1479 = arith.constant 0 : i64
        %1485 = arith.constant 1 : index
        %1480, %1481 = scf.for %1482 = %lo to %hi step %1485 iter_args(%1483 = %halt, %1484 = %1479) -> (i32, i64) {
          %1486 = memref.load %pc[%1482] : memref<?xi32>
          %1487 = arith.constant 9 : i32
          %1488 = arith.cmpi eq, %1486, %1487 : i32
          scf.if %1488 {
            %1489 = arith.constant 0 : index
            %1490 = arith.constant 3 : index
            %1491 = arith.muli %1482, %1490 : index
            %1492 = arith.constant 0 : index
            %1493 = arith.constant 3 : index
            %1494 = arith.muli %1482, %1493 : index
            %1495 = arith.constant 0 : index
            %1496 = arith.constant 3 : index
            %1497 = arith.constant 1 : index
            scf.for %1498 = %1495 to %1496 step %1497 {
              %1499 = arith.addi %1491, %1498 : index
              %1500 = memref.load %v11_top[%1499] : memref<?xf64>
              %1501 = arith.addi %1494, %1498 : index
              memref.store %1500, %v6_top[%1501] : memref<?xf64>
            }
            %1502 = memref.load %pc_sp[%1482] : memref<?xi32>
            %1503 = arith.constant 128 : i32
            %1504 = arith.cmpi sge, %1502, %1503 : i32
            scf.if %1504 {
              %1505 = arith.constant 1 : i32
              memref.store %1505, %status[%1482] : memref<?xi32>
              %1506 = arith.constant 15 : i32
              memref.store %1506, %pc[%1482] : memref<?xi32>
            } else {
              %1507 = arith.constant 0 : index
              %1508 = arith.index_cast %1502 : i32 to index
              %1509 = arith.muli %1508, %z : index
              %1510 = arith.addi %1509, %1482 : index
              %1511 = arith.constant 10 : i32
              memref.store %1511, %pc_stack[%1510] : memref<?xi32>
              %1512 = arith.constant 1 : i32
              %1513 = arith.addi %1502, %1512 : i32
              memref.store %1513, %pc_sp[%1482] : memref<?xi32>
              %1514 = arith.constant 6 : i32
              memref.store %1514, %pc[%1482] : memref<?xi32>
            }
          }
          %1515 = memref.load %pc[%1482] : memref<?xi32>
          %1516 = arith.minsi %1483, %1515 : i32
          %1517 = arith.extui %1488 : i1 to i64
          %1518 = arith.addi %1484, %1517 : i64
          scf.yield %1516, %1518 : i32, i64
        }
        %1519 = arith.subi %hi, %lo : index
        %1520 = arith.index_cast %1519 : index to i64
        %1521 = arith.constant 1 : i64
        %1522 = arith.constant 27 : index
        %1523 = memref.atomic_rmw addi %1521, %stats[%1522] : (i64, memref<?xi64>) -> i64
        %1524 = arith.constant 28 : index
        %1525 = memref.atomic_rmw addi %1520, %stats[%1524] : (i64, memref<?xi64>) -> i64
        %1526 = arith.constant 29 : index
        %1527 = memref.atomic_rmw addi %1481, %stats[%1526] : (i64, memref<?xi64>) -> i64
        scf.yield %1480 : i32
      }
      case 10 {
        %1528 = arith.constant 0 : i64
        %1534 = arith.constant 1 : index
        %1529, %1530 = scf.for %1531 = %lo to %hi step %1534 iter_args(%1532 = %halt, %1533 = %1528) -> (i32, i64) {
          %1535 = memref.load %pc[%1531] : memref<?xi32>
          %1536 = arith.constant 10 : i32
          %1537 = arith.cmpi eq, %1535, %1536 : i32
          scf.if %1537 {
            %1538 = arith.constant 0 : index
            %1539 = arith.constant 3 : index
            %1540 = arith.muli %1531, %1539 : index
            %1541 = arith.constant 0 : index
            %1542 = arith.constant 3 : index
            %1543 = arith.muli %1531, %1542 : index
            %1544 = arith.constant 0 : index
            %1545 = arith.constant 3 : index
            %1546 = arith.constant 1 : index
            scf.for %1547 = %1544 to %1545 step %1546 {
              %1548 = arith.addi %1540, %1547 : index
              %1549 = memref.load %v7_top[%1548] : memref<?xf64>
              %1550 = arith.addi %1543, %1547 : index
              memref.store %1549, %v12_top[%1550] : memref<?xf64>
            }
            %1551 = memref.load %pc_sp[%1531] : memref<?xi32>
            %1552 = arith.constant 0 : i32
            %1553 = arith.cmpi sgt, %1551, %1552 : i32
            scf.if %1553 {
              %1554 = arith.constant 1 : i32
              %1555 = arith.subi %1551, %1554 : i32
              %1556 = arith.constant 0 : index
              %1557 = arith.index_cast %1555 : i32 to index
              %1558 = arith.muli %1557, %z : index
              %1559 = arith.addi %1558, %1531 : index
              %1560 = memref.load %pc_stack[%1559] : memref<?xi32>
              memref.store %1555, %pc_sp[%1531] : memref<?xi32>
              memref.store %1560, %pc[%1531] : memref<?xi32>
            } else {
              %1561 = arith.constant 15 : i32
              memref.store %1561, %pc[%1531] : memref<?xi32>
            }
          }
          %1562 = memref.load %pc[%1531] : memref<?xi32>
          %1563 = arith.minsi %1532, %1562 : i32
          %1564 = arith.extui %1537 : i1 to i64
          %1565 = arith.addi %1533, %1564 : i64
          scf.yield %1563, %1565 : i32, i64
        }
        %1566 = arith.subi %hi, %lo : index
        %1567 = arith.index_cast %1566 : index to i64
        %1568 = arith.constant 1 : i64
        %1569 = arith.constant 30 : index
        %1570 = memref.atomic_rmw addi %1568, %stats[%1569] : (i64, memref<?xi64>) -> i64
        %1571 = arith.constant 31 : index
        %1572 = memref.atomic_rmw addi %1567, %stats[%1571] : (i64, memref<?xi64>) -> i64
        %1573 = arith.constant 32 : index
        %1574 = memref.atomic_rmw addi %1530, %stats[%1573] : (i64, memref<?xi64>) -> i64
        scf.yield %1529 : i32
      }
      case 11 {
        %1575 = arith.constant 0 : i64
        %1581 = arith.constant 1 : index
        %1576, %1577 = scf.for %1578 = %lo to %hi step %1581 iter_args(%1579 = %halt, %1580 = %1575) -> (i32, i64) {
          %1582 = memref.load %pc[%1578] : memref<?xi32>
          %1583 = arith.constant 11 : i32
          %1584 = arith.cmpi eq, %1582, %1583 : i32
          scf.if %1584 {
            %1585 = arith.constant 0 : index
            %1586 = arith.constant 0 : index
            %1587 = memref.load %v10_top[%1578] : memref<?xi64>
            %1588 = arith.constant 1 : i64
            %1589 = arith.subi %1587, %1588 : i64
            %1590 = arith.constant 0 : index
            %1591 = arith.constant 0 : index
            memref.store %1589, %v14_top[%1578] : memref<?xi64>
            %1592 = arith.constant 1 : i64
            %1593 = arith.subi %1587, %1592 : i64
            %1594 = arith.constant 0 : index
            %1595 = arith.constant 3 : index
            %1596 = arith.muli %1578, %1595 : index
            %1597 = arith.constant 0 : index
            %1598 = arith.constant 0 : index
            %1599 = arith.constant 3 : index
            %1600 = arith.constant 1 : index
            scf.for %1601 = %1598 to %1599 step %1600 {
              %1602 = arith.addi %1596, %1601 : index
              %1603 = memref.load %v11_top[%1602] : memref<?xf64>
              memref.store %1603, %scratch1[%1601] : memref<3xf64>
            }
            %1604 = memref.load %v14_sp[%1578] : memref<?xi32>
            %1605 = arith.constant 128 : i32
            %1606 = arith.cmpi sge, %1604, %1605 : i32
            scf.if %1606 {
              %1607 = arith.constant 1 : i32
              memref.store %1607, %status[%1578] : memref<?xi32>
              %1608 = arith.constant 15 : i32
              memref.store %1608, %pc[%1578] : memref<?xi32>
            } else {
              %1609 = arith.index_cast %1604 : i32 to index
              %1610 = arith.constant 0 : index
              %1611 = memref.load %v14_top[%1578] : memref<?xi64>
              %1612 = arith.muli %1609, %z : index
              %1613 = arith.addi %1612, %1578 : index
              memref.store %1611, %v14_stack[%1613] : memref<?xi64>
              %1614 = arith.constant 1 : i32
              %1615 = arith.addi %1604, %1614 : i32
              memref.store %1615, %v14_sp[%1578] : memref<?xi32>
              %1616 = arith.constant 0 : index
              %1617 = arith.constant 0 : index
              memref.store %1589, %v14_top[%1578] : memref<?xi64>
              %1618 = arith.constant 0 : index
              %1619 = arith.constant 0 : index
              memref.store %1593, %v10_top[%1578] : memref<?xi64>
              %1620 = arith.constant 0 : index
              %1621 = arith.constant 0 : index
              %1622 = arith.constant 3 : index
              %1623 = arith.muli %1578, %1622 : index
              %1624 = arith.constant 0 : index
              %1625 = arith.constant 3 : index
              %1626 = arith.constant 1 : index
              scf.for %1627 = %1624 to %1625 step %1626 {
                %1628 = memref.load %scratch1[%1627] : memref<3xf64>
                %1629 = arith.addi %1623, %1627 : index
                memref.store %1628, %v11_top[%1629] : memref<?xf64>
              }
              %1630 = memref.load %pc_sp[%1578] : memref<?xi32>
              %1631 = arith.constant 128 : i32
              %1632 = arith.cmpi sge, %1630, %1631 : i32
              scf.if %1632 {
                %1633 = arith.constant 1 : i32
                memref.store %1633, %status[%1578] : memref<?xi32>
                %1634 = arith.constant 15 : i32
                memref.store %1634, %pc[%1578] : memref<?xi32>
              } else {
                %1635 = arith.constant 0 : index
                %1636 = arith.index_cast %1630 : i32 to index
                %1637 = arith.muli %1636, %z : index
                %1638 = arith.addi %1637, %1578 : index
                %1639 = arith.constant 12 : i32
                memref.store %1639, %pc_stack[%1638] : memref<?xi32>
                %1640 = arith.constant 1 : i32
                %1641 = arith.addi %1630, %1640 : i32
                memref.store %1641, %pc_sp[%1578] : memref<?xi32>
                %1642 = arith.constant 8 : i32
                memref.store %1642, %pc[%1578] : memref<?xi32>
              }
            }
          }
          %1643 = memref.load %pc[%1578] : memref<?xi32>
          %1644 = arith.minsi %1579, %1643 : i32
          %1645 = arith.extui %1584 : i1 to i64
          %1646 = arith.addi %1580, %1645 : i64
          scf.yield %1644, %1646 : i32, i64
        }
        %1647 = arith.subi %hi, %lo : index
        %1648 = arith.index_cast %1647 : index to i64
        %1649 = arith.constant 1 : i64
        %1650 = arith.constant 33 : index
        %1651 = memref.atomic_rmw addi %1649, %stats[%1650] : (i64, memref<?xi64>) -> i64
        %1652 = arith.constant 34 : index
        %1653 = memref.atomic_rmw addi %1648, %stats[%1652] : (i64, memref<?xi64>) -> i64
        %1654 = arith.constant 35 : index
        %1655 = memref.atomic_rmw addi %1577, %stats[%1654] : (i64, memref<?xi64>) -> i64
        scf.yield %1576 : i32
      }
      case 12 {
        %1656 = arith.constant 0 : i64
        %1662 = arith.constant 1 : index
        %1657, %1658 = scf.for %1659 = %lo to %hi step %1662 iter_args(%1660 = %halt, %1661 = %1656) -> (i32, i64) {
          %1663 = memref.load %pc[%1659] : memref<?xi32>
          %1664 = arith.constant 12 : i32
          %1665 = arith.cmpi eq, %1663, %1664 : i32
          scf.if %1665 {
            %1666 = arith.constant 0 : index
            %1667 = arith.constant 3 : index
            %1668 = arith.muli %1659, %1667 : index
            %1669 = arith.constant 0 : index
            %1670 = arith.constant 3 : index
            %1671 = arith.muli %1659, %1670 : index
            %1672 = arith.constant 0 : index
            %1673 = arith.constant 3 : index
            %1674 = arith.constant 1 : index
            scf.for %1675 = %1672 to %1673 step %1674 {
              %1676 = arith.addi %1668, %1675 : index
              %1677 = memref.load %v12_top[%1676] : memref<?xf64>
              %1678 = arith.addi %1671, %1675 : index
              memref.store %1677, %v16_top[%1678] : memref<?xf64>
            }
            %1679 = memref.load %v14_sp[%1659] : memref<?xi32>
            %1680 = arith.constant 0 : i32
            %1681 = arith.cmpi sgt, %1679, %1680 : i32
            scf.if %1681 {
              %1682 = arith.constant 1 : i32
              %1683 = arith.subi %1679, %1682 : i32
              %1684 = arith.index_cast %1683 : i32 to index
              %1685 = arith.constant 0 : index
              %1686 = arith.muli %1684, %z : index
              %1687 = arith.addi %1686, %1659 : index
              %1688 = memref.load %v14_stack[%1687] : memref<?xi64>
              memref.store %1688, %v14_top[%1659] : memref<?xi64>
              memref.store %1683, %v14_sp[%1659] : memref<?xi32>
            }
            %1689 = arith.constant 0 : index
            %1690 = arith.constant 3 : index
            %1691 = arith.muli %1659, %1690 : index
            %1692 = arith.constant 0x3FF0000000000000 : f64
            %1693 = arith.constant 0 : index
            %1694 = arith.constant 0 : index
            %1695 = arith.constant 3 : index
            %1696 = arith.constant 1 : index
            scf.for %1697 = %1694 to %1695 step %1696 {
              %1698 = arith.addi %1691, %1697 : index
              %1699 = memref.load %v16_top[%1698] : memref<?xf64>
              %1700 = arith.addf %1699, %1692 : f64
              memref.store %1700, %scratch0[%1697] : memref<3xf64>
            }
            %1701 = arith.constant 0 : index
            %1702 = arith.constant 0 : index
            %1703 = memref.load %v14_top[%1659] : memref<?xi64>
            %1704 = arith.constant 0 : index
            %1705 = arith.constant 0 : index
            memref.store %1703, %v10_top[%1659] : memref<?xi64>
            %1706 = arith.constant 0 : index
            %1707 = arith.constant 0 : index
            %1708 = arith.constant 3 : index
            %1709 = arith.muli %1659, %1708 : index
            %1710 = arith.constant 0 : index
            %1711 = arith.constant 3 : index
            %1712 = arith.constant 1 : index
            scf.for %1713 = %1710 to %1711 step %1712 {
              %1714 = memref.load %scratch0[%1713] : memref<3xf64>
              %1715 = arith.addi %1709, %1713 : index
              memref.store %1714, %v11_top[%1715] : memref<?xf64>
            }
            %1716 = memref.load %pc_sp[%1659] : memref<?xi32>
            %1717 = arith.constant 128 : i32
            %1718 = arith.cmpi sge, %1716, %1717 : i32
            scf.if %1718 {
              %1719 = arith.constant 1 : i32
              memref.store %1719, %status[%1659] : memref<?xi32>
              %1720 = arith.constant 15 : i32
              memref.store %1720, %pc[%1659] : memref<?xi32>
            } else {
              %1721 = arith.constant 0 : index
              %1722 = arith.index_cast %1716 : i32 to index
              %1723 = arith.muli %1722, %z : index
              %1724 = arith.addi %1723, %1659 : index
              %1725 = arith.constant 13 : i32
              memref.store %1725, %pc_stack[%1724] : memref<?xi32>
              %1726 = arith.constant 1 : i32
              %1727 = arith.addi %1716, %1726 : i32
              memref.store %1727, %pc_sp[%1659] : memref<?xi32>
              %1728 = arith.constant 8 : i32
              memref.store %1728, %pc[%1659] : memref<?xi32>
            }
          }
          %1729 = memref.load %pc[%1659] : memref<?xi32>
          %1730 = arith.minsi %1660, %1729 : i32
          %1731 = arith.extui %1665 : i1 to i64
          %1732 = arith.addi %1661, %1731 : i64
          scf.yield %1730, %1732 : i32, i64
        }
        %1733 = arith.subi %hi, %lo : index
        %1734 = arith.index_cast %1733 : index to i64
        %1735 = arith.constant 1 : i64
        %1736 = arith.constant 36 : index
        %1737 = memref.atomic_rmw addi %1735, %stats[%1736] : (i64, memref<?xi64>) -> i64
        %1738 = arith.constant 37 : index
        %1739 = memref.atomic_rmw addi %1734, %stats[%1738] : (i64, memref<?xi64>) -> i64
        %1740 = arith.constant 38 : index
        %1741 = memref.atomic_rmw addi %1658, %stats[%1740] : (i64, memref<?xi64>) -> i64
        scf.yield %1657 : i32
      }
      case 13 {
        %1742 = arith.constant 0 : i64
        %1748 = arith.constant 1 : index
        %1743, %1744 = scf.for %1745 = %lo to %hi step %1748 iter_args(%1746 = %halt, %1747 = %1742) -> (i32, i64) {
          %1749 = memref.load %pc[%1745] : memref<?xi32>
          %1750 = arith.constant 13 : i32
          %1751 = arith.cmpi eq, %1749, %1750 : i32
          scf.if %1751 {
            %1752 = arith.constant 0 : index
            %1753 = arith.constant 3 : index
            %1754 = arith.muli %1745, %1753 : index
            %1755 = arith.constant 0 : index
            %1756 = arith.constant 3 : index
            %1757 = arith.muli %1745, %1756 : index
            %1758 = arith.constant 0 : index
            %1759 = arith.constant 3 : index
            %1760 = arith.muli %1745, %1759 : index
            %1761 = arith.constant 0x3FF0000000000000 : f64
            %1762 = arith.constant 0 : index
            %1763 = arith.constant 3 : index
            %1764 = arith.muli %1745, %1763 : index
            %1765 = arith.constant 0 : index
            %1766 = arith.constant 3 : index
            %1767 = arith.constant 1 : index
            scf.for %1768 = %1765 to %1766 step %1767 {
              %1769 = arith.addi %1754, %1768 : index
              %1770 = memref.load %v12_top[%1769] : memref<?xf64>
              %1771 = arith.addi %1757, %1768 : index
              memref.store %1770, %v18_top[%1771] : memref<?xf64>
              %1772 = arith.addf %1770, %1761 : f64
              %1773 = arith.addi %1764, %1768 : index
              memref.store %1772, %v12_top[%1773] : memref<?xf64>
            }
            %1774 = memref.load %pc_sp[%1745] : memref<?xi32>
            %1775 = arith.constant 0 : i32
            %1776 = arith.cmpi sgt, %1774, %1775 : i32
            scf.if %1776 {
              %1777 = arith.constant 1 : i32
              %1778 = arith.subi %1774, %1777 : i32
              %1779 = arith.constant 0 : index
              %1780 = arith.index_cast %1778 : i32 to index
              %1781 = arith.muli %1780, %z : index
              %1782 = arith.addi %1781, %1745 : index
              %1783 = memref.load %pc_stack[%1782] : memref<?xi32>
              memref.store %1778, %pc_sp[%1745] : memref<?xi32>
              memref.store %1783, %pc[%1745] : memref<?xi32>
            } else {
              %1784 = arith.constant 15 : i32
              memref.store %1784, %pc[%1745] : memref<?xi32>
            }
          }
          %1785 = memref.load %pc[%1745] : memref<?xi32>
          %1786 = arith.minsi %1746, %1785 : i32
          %1787 = arith.extui %1751 : i1 to i64
          %1788 = arith.addi %1747, %1787 : i64
          scf.yield %1786, %1788 : i32, i64
        }
        %1789 = arith.subi %hi, %lo : index
        %1790 = arith.index_cast %1789 : index to i64
        %1791 = arith.constant 1 : i64
        %1792 = arith.constant 39 : index
        %1793 = memref.atomic_rmw addi %1791, %stats[%1792] : (i64, memref<?xi64>) -> i64
        %1794 = arith.constant 40 : index
        %1795 = memref.atomic_rmw addi %1790, %stats[%1794] : (i64, memref<?xi64>) -> i64
        %1796 = arith.constant 41 : index
        %1797 = memref.atomic_rmw addi %1744, %stats[%1796] : (i64, memref<?xi64>) -> i64
        scf.yield %1743 : i32
      }
      case 14 {
        %1798 = arith.constant 0 : i64
        %1804 = arith.constant 1 : index
        %1799, %1800 = scf.for %1801 = %lo to %hi step %1804 iter_args(%1802 = %halt, %1803 = %1798) -> (i32, i64) {
          %1805 = memref.load %pc[%1801] : memref<?xi32>
          %1806 = arith.constant 14 : i32
          %1807 = arith.cmpi eq, %1805, %1806 : i32
          scf.if %1807 {
            %1808 = arith.constant 0 : index
            %1809 = arith.constant 0 : index
            %1810 = memref.load %v19_top[%1801] : memref<?xi64>
            %1811 = arith.constant 3 : i64
            %1812 = arith.constant 0 : i64
            %1813 = arith.constant 1 : i64
            %1814 = arith.constant -1 : i64
            %1815 = arith.constant -9223372036854775808 : i64
            %1816 = arith.cmpi eq, %1811, %1812 : i64
            %1817 = arith.cmpi eq, %1810, %1815 : i64
            %1818 = arith.cmpi eq, %1811, %1814 : i64
            %1819 = arith.andi %1817, %1818 : i1
            %1820 = arith.ori %1816, %1819 : i1
            %1821 = arith.select %1820, %1813, %1811 : i64
            %1822 = arith.divsi %1810, %1821 : i64
            %1823 = arith.remsi %1810, %1821 : i64
            %1824 = arith.cmpi ne, %1823, %1812 : i64
            %1825 = arith.cmpi slt, %1823, %1812 : i64
            %1826 = arith.cmpi slt, %1821, %1812 : i64
            %1827 = arith.xori %1825, %1826 : i1
            %1828 = arith.andi %1824, %1827 : i1
            %1829 = arith.addi %1823, %1821 : i64
            %1830 = arith.select %1828, %1829, %1823 : i64
            scf.if %1816 {
              %1831 = arith.constant 2 : i32
              memref.store %1831, %status[%1801] : memref<?xi32>
              %1832 = arith.constant 15 : i32
              memref.store %1832, %pc[%1801] : memref<?xi32>
            } else {
              %1833 = arith.constant 0 : index
              %1834 = arith.constant 0 : index
              memref.store %1830, %v20_top[%1801] : memref<?xi64>
              %1835 = memref.load %pc_sp[%1801] : memref<?xi32>
              %1836 = arith.constant 0 : i32
              %1837 = arith.cmpi sgt, %1835, %1836 : i32
              scf.if %1837 {
                %1838 = arith.constant 1 : i32
                %1839 = arith.subi %1835, %1838 : i32
                %1840 = arith.constant 0 : index
                %1841 = arith.index_cast %1839 : i32 to index
                %1842 = arith.muli %1841, %z : index
                %1843 = arith.addi %1842, %1801 : index
                %1844 = memref.load %pc_stack[%1843] : memref<?xi32>
                memref.store %1839, %pc_sp[%1801] : memref<?xi32>
                memref.store %1844, %pc[%1801] : memref<?xi32>
              } else {
                %1845 = arith.constant 15 : i32
                memref.store %1845, %pc[%1801] : memref<?xi32>
              }
            }
          }
          %1846 = memref.load %pc[%1801] : memref<?xi32>
          %1847 = arith.minsi %1802, %1846 : i32
          %1848 = arith.extui %1807 : i1 to i64
          %1849 = arith.addi %1803, %1848 : i64
          scf.yield %1847, %1849 : i32, i64
        }
        %1850 = arith.subi %hi, %lo : index
        %1851 = arith.index_cast %1850 : index to i64
        %1852 = arith.constant 1 : i64
        %1853 = arith.constant 42 : index
        %1854 = memref.atomic_rmw addi %1852, %stats[%1853] : (i64, memref<?xi64>) -> i64
        %1855 = arith.constant 43 : index
        %1856 = memref.atomic_rmw addi %1851, %stats[%1855] : (i64, memref<?xi64>) -> i64
        %1857 = arith.constant 44 : index
        %1858 = memref.atomic_rmw addi %1800, %stats[%1857] : (i64, memref<?xi64>) -> i64
        scf.yield %1799 : i32
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
      %30 = memref.view %state[%28][%29] : memref<?xi8> to memref<?xi64>
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
      %45 = memref.view %state[%43][%44] : memref<?xi8> to memref<?xf64>
      %46 = arith.constant 18 : index
      %47 = arith.constant 19 : index
      %48 = memref.load %layout[%46] : memref<?xindex>
      %49 = memref.load %layout[%47] : memref<?xindex>
      %50 = memref.view %state[%48][%49] : memref<?xi8> to memref<?xi64>
      %51 = arith.constant 20 : index
      %52 = arith.constant 21 : index
      %53 = memref.load %layout[%51] : memref<?xindex>
      %54 = memref.load %layout[%52] : memref<?xindex>
      %55 = memref.view %state[%53][%54] : memref<?xi8> to memref<?xf64>
      %56 = arith.constant 22 : index
      %57 = arith.constant 23 : index
      %58 = memref.load %layout[%56] : memref<?xindex>
      %59 = memref.load %layout[%57] : memref<?xindex>
      %60 = memref.view %state[%58][%59] : memref<?xi8> to memref<?xf64>
      %61 = arith.constant 24 : index
      %62 = arith.constant 25 : index
      %63 = memref.load %layout[%61] : memref<?xindex>
      %64 = memref.load %layout[%62] : memref<?xindex>
      %65 = memref.view %state[%63][%64] : memref<?xi8> to memref<?xf64>
      %66 = arith.constant 26 : index
      %67 = arith.constant 27 : index
      %68 = memref.load %layout[%66] : memref<?xindex>
      %69 = memref.load %layout[%67] : memref<?xindex>
      %70 = memref.view %state[%68][%69] : memref<?xi8> to memref<?xi64>
      %71 = arith.constant 28 : index
      %72 = arith.constant 29 : index
      %73 = memref.load %layout[%71] : memref<?xindex>
      %74 = memref.load %layout[%72] : memref<?xindex>
      %75 = memref.view %state[%73][%74] : memref<?xi8> to memref<?xf64>
      %76 = arith.constant 30 : index
      %77 = arith.constant 31 : index
      %78 = memref.load %layout[%76] : memref<?xindex>
      %79 = memref.load %layout[%77] : memref<?xindex>
      %80 = memref.view %state[%78][%79] : memref<?xi8> to memref<?xf64>
      %81 = arith.constant 32 : index
      %82 = arith.constant 33 : index
      %83 = memref.load %layout[%81] : memref<?xindex>
      %84 = memref.load %layout[%82] : memref<?xindex>
      %85 = memref.view %state[%83][%84] : memref<?xi8> to memref<?xi64>
      %86 = arith.constant 34 : index
      %87 = arith.constant 35 : index
      %88 = memref.load %layout[%86] : memref<?xindex>
      %89 = memref.load %layout[%87] : memref<?xindex>
      %90 = memref.view %state[%88][%89] : memref<?xi8> to memref<?xi64>
      %91 = arith.constant 36 : index
      %92 = arith.constant 37 : index
      %93 = memref.load %layout[%91] : memref<?xindex>
      %94 = memref.load %layout[%92] : memref<?xindex>
      %95 = memref.view %state[%93][%94] : memref<?xi8> to memref<?xi32>
      %96 = arith.constant 38 : index
      %97 = arith.constant 39 : index
      %98 = memref.load %layout[%96] : memref<?xindex>
      %99 = memref.load %layout[%97] : memref<?xindex>
      %100 = memref.view %state[%98][%99] : memref<?xi8> to memref<?xf64>
      %101 = arith.constant 40 : index
      %102 = arith.constant 41 : index
      %103 = memref.load %layout[%101] : memref<?xindex>
      %104 = memref.load %layout[%102] : memref<?xindex>
      %105 = memref.view %state[%103][%104] : memref<?xi8> to memref<?xf64>
      %106 = arith.constant 42 : index
      %107 = arith.constant 43 : index
      %108 = memref.load %layout[%106] : memref<?xindex>
      %109 = memref.load %layout[%107] : memref<?xindex>
      %110 = memref.view %state[%108][%109] : memref<?xi8> to memref<?xi64>
      %111 = arith.constant 44 : index
      %112 = arith.constant 45 : index
      %113 = memref.load %layout[%111] : memref<?xindex>
      %114 = memref.load %layout[%112] : memref<?xindex>
      %115 = memref.view %state[%113][%114] : memref<?xi8> to memref<?xi64>
      %116 = func.call @main_run(%5, %10, %15, %20, %25, %30, %35, %40, %45, %50, %55, %60, %65, %70, %75, %80, %85, %90, %95, %100, %105, %110, %115, %lo, %hi) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi64>, memref<?xi64>, memref<?xf64>, memref<?xf64>, memref<?xf64>, memref<?xi64>, memref<?xf64>, memref<?xf64>, memref<?xf64>, memref<?xi64>, memref<?xf64>, memref<?xf64>, memref<?xi64>, memref<?xi64>, memref<?xi32>, memref<?xf64>, memref<?xf64>, memref<?xi64>, memref<?xi64>, index, index) -> i64
      return %116 : i64
    }

}
