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
            %264 = arith.constant 8 : index
            %265 = arith.cmpi ule, %251, %264 : index
            scf.if %265 {
              %266 = arith.constant 1 : index
              %267 = arith.subi %251, %266 : index
              %268 = arith.constant 0 : index
              %269 = arith.minui %268, %267 : index
              %270 = memref.load %scratch2[%269] : memref<16xindex>
              %271 = arith.constant 0 : index
              %272 = arith.constant 3 : index
              %273 = arith.muli %270, %272 : index
              %274 = arith.constant 1 : index
              %275 = arith.minui %274, %267 : index
              %276 = memref.load %scratch2[%275] : memref<16xindex>
              %277 = arith.constant 0 : index
              %278 = arith.constant 3 : index
              %279 = arith.muli %276, %278 : index
              %280 = arith.constant 2 : index
              %281 = arith.minui %280, %267 : index
              %282 = memref.load %scratch2[%281] : memref<16xindex>
              %283 = arith.constant 0 : index
              %284 = arith.constant 3 : index
              %285 = arith.muli %282, %284 : index
              %286 = arith.constant 3 : index
              %287 = arith.minui %286, %267 : index
              %288 = memref.load %scratch2[%287] : memref<16xindex>
              %289 = arith.constant 0 : index
              %290 = arith.constant 3 : index
              %291 = arith.muli %288, %290 : index
              %292 = arith.constant 4 : index
              %293 = arith.minui %292, %267 : index
              %294 = memref.load %scratch2[%293] : memref<16xindex>
              %295 = arith.constant 0 : index
              %296 = arith.constant 3 : index
              %297 = arith.muli %294, %296 : index
              %298 = arith.constant 5 : index
              %299 = arith.minui %298, %267 : index
              %300 = memref.load %scratch2[%299] : memref<16xindex>
              %301 = arith.constant 0 : index
              %302 = arith.constant 3 : index
              %303 = arith.muli %300, %302 : index
              %304 = arith.constant 6 : index
              %305 = arith.minui %304, %267 : index
              %306 = memref.load %scratch2[%305] : memref<16xindex>
              %307 = arith.constant 0 : index
              %308 = arith.constant 3 : index
              %309 = arith.muli %306, %308 : index
              %310 = arith.constant 7 : index
              %311 = arith.minui %310, %267 : index
              %312 = memref.load %scratch2[%311] : memref<16xindex>
              %313 = arith.constant 0 : index
              %314 = arith.constant 3 : index
              %315 = arith.muli %312, %314 : index
              %316 = arith.constant 0 : index
              %317 = memref.load %v6_top[%273] : memref<?xf64>
              %318 = arith.constant 0 : index
              %319 = arith.constant 16 : index
              %320 = arith.muli %316, %319 : index
              memref.store %317, %scratch3[%320] : memref<48xf64>
              %321 = memref.load %v6_top[%279] : memref<?xf64>
              %322 = arith.constant 1 : index
              %323 = arith.constant 16 : index
              %324 = arith.muli %316, %323 : index
              %325 = arith.addi %324, %322 : index
              memref.store %321, %scratch3[%325] : memref<48xf64>
              %326 = memref.load %v6_top[%285] : memref<?xf64>
              %327 = arith.constant 2 : index
              %328 = arith.constant 16 : index
              %329 = arith.muli %316, %328 : index
              %330 = arith.addi %329, %327 : index
              memref.store %326, %scratch3[%330] : memref<48xf64>
              %331 = memref.load %v6_top[%291] : memref<?xf64>
              %332 = arith.constant 3 : index
              %333 = arith.constant 16 : index
              %334 = arith.muli %316, %333 : index
              %335 = arith.addi %334, %332 : index
              memref.store %331, %scratch3[%335] : memref<48xf64>
              %336 = memref.load %v6_top[%297] : memref<?xf64>
              %337 = arith.constant 4 : index
              %338 = arith.constant 16 : index
              %339 = arith.muli %316, %338 : index
              %340 = arith.addi %339, %337 : index
              memref.store %336, %scratch3[%340] : memref<48xf64>
              %341 = memref.load %v6_top[%303] : memref<?xf64>
              %342 = arith.constant 5 : index
              %343 = arith.constant 16 : index
              %344 = arith.muli %316, %343 : index
              %345 = arith.addi %344, %342 : index
              memref.store %341, %scratch3[%345] : memref<48xf64>
              %346 = memref.load %v6_top[%309] : memref<?xf64>
              %347 = arith.constant 6 : index
              %348 = arith.constant 16 : index
              %349 = arith.muli %316, %348 : index
              %350 = arith.addi %349, %347 : index
              memref.store %346, %scratch3[%350] : memref<48xf64>
              %351 = memref.load %v6_top[%315] : memref<?xf64>
              %352 = arith.constant 7 : index
              %353 = arith.constant 16 : index
              %354 = arith.muli %316, %353 : index
              %355 = arith.addi %354, %352 : index
              memref.store %351, %scratch3[%355] : memref<48xf64>
              %356 = arith.constant 1 : index
              %357 = arith.addi %273, %356 : index
              %358 = memref.load %v6_top[%357] : memref<?xf64>
              %359 = arith.constant 0 : index
              %360 = arith.constant 16 : index
              memref.store %358, %scratch3[%360] : memref<48xf64>
              %361 = arith.addi %279, %356 : index
              %362 = memref.load %v6_top[%361] : memref<?xf64>
              %363 = arith.constant 1 : index
              %364 = arith.constant 16 : index
              %365 = arith.addi %364, %363 : index
              memref.store %362, %scratch3[%365] : memref<48xf64>
              %366 = arith.addi %285, %356 : index
              %367 = memref.load %v6_top[%366] : memref<?xf64>
              %368 = arith.constant 2 : index
              %369 = arith.constant 16 : index
              %370 = arith.addi %369, %368 : index
              memref.store %367, %scratch3[%370] : memref<48xf64>
              %371 = arith.addi %291, %356 : index
              %372 = memref.load %v6_top[%371] : memref<?xf64>
              %373 = arith.constant 3 : index
              %374 = arith.constant 16 : index
              %375 = arith.addi %374, %373 : index
              memref.store %372, %scratch3[%375] : memref<48xf64>
              %376 = arith.addi %297, %356 : index
              %377 = memref.load %v6_top[%376] : memref<?xf64>
              %378 = arith.constant 4 : index
              %379 = arith.constant 16 : index
              %380 = arith.addi %379, %378 : index
              memref.store %377, %scratch3[%380] : memref<48xf64>
              %381 = arith.addi %303, %356 : index
              %382 = memref.load %v6_top[%381] : memref<?xf64>
              %383 = arith.constant 5 : index
              %384 = arith.constant 16 : index
              %385 = arith.addi %384, %383 : index
              memref.store %382, %scratch3[%385] : memref<48xf64>
              %386 = arith.addi %309, %356 : index
              %387 = memref.load %v6_top[%386] : memref<?xf64>
              %388 = arith.constant 6 : index
              %389 = arith.constant 16 : index
              %390 = arith.addi %389, %388 : index
              memref.store %387, %scratch3[%390] : memref<48xf64>
              %391 = arith.addi %315, %356 : index
              %392 = memref.load %v6_top[%391] : memref<?xf64>
              %393 = arith.constant 7 : index
              %394 = arith.constant 16 : index
              %395 = arith.addi %394, %393 : index
              memref.store %392, %scratch3[%395] : memref<48xf64>
              %396 = arith.constant 2 : index
              %397 = arith.addi %273, %396 : index
              %398 = memref.load %v6_top[%397] : memref<?xf64>
              %399 = arith.constant 0 : index
              %400 = arith.constant 16 : index
              %401 = arith.muli %396, %400 : index
              memref.store %398, %scratch3[%401] : memref<48xf64>
              %402 = arith.addi %279, %396 : index
              %403 = memref.load %v6_top[%402] : memref<?xf64>
              %404 = arith.constant 1 : index
              %405 = arith.constant 16 : index
              %406 = arith.muli %396, %405 : index
              %407 = arith.addi %406, %404 : index
              memref.store %403, %scratch3[%407] : memref<48xf64>
              %408 = arith.addi %285, %396 : index
              %409 = memref.load %v6_top[%408] : memref<?xf64>
              %410 = arith.constant 2 : index
              %411 = arith.constant 16 : index
              %412 = arith.muli %396, %411 : index
              %413 = arith.addi %412, %410 : index
              memref.store %409, %scratch3[%413] : memref<48xf64>
              %414 = arith.addi %291, %396 : index
              %415 = memref.load %v6_top[%414] : memref<?xf64>
              %416 = arith.constant 3 : index
              %417 = arith.constant 16 : index
              %418 = arith.muli %396, %417 : index
              %419 = arith.addi %418, %416 : index
              memref.store %415, %scratch3[%419] : memref<48xf64>
              %420 = arith.addi %297, %396 : index
              %421 = memref.load %v6_top[%420] : memref<?xf64>
              %422 = arith.constant 4 : index
              %423 = arith.constant 16 : index
              %424 = arith.muli %396, %423 : index
              %425 = arith.addi %424, %422 : index
              memref.store %421, %scratch3[%425] : memref<48xf64>
              %426 = arith.addi %303, %396 : index
              %427 = memref.load %v6_top[%426] : memref<?xf64>
              %428 = arith.constant 5 : index
              %429 = arith.constant 16 : index
              %430 = arith.muli %396, %429 : index
              %431 = arith.addi %430, %428 : index
              memref.store %427, %scratch3[%431] : memref<48xf64>
              %432 = arith.addi %309, %396 : index
              %433 = memref.load %v6_top[%432] : memref<?xf64>
              %434 = arith.constant 6 : index
              %435 = arith.constant 16 : index
              %436 = arith.muli %396, %435 : index
              %437 = arith.addi %436, %434 : index
              memref.store %433, %scratch3[%437] : memref<48xf64>
              %438 = arith.addi %315, %396 : index
              %439 = memref.load %v6_top[%438] : memref<?xf64>
              %440 = arith.constant 7 : index
              %441 = arith.constant 16 : index
              %442 = arith.muli %396, %441 : index
              %443 = arith.addi %442, %440 : index
              memref.store %439, %scratch3[%443] : memref<48xf64>
              %444 = arith.constant 0 : index
              %445 = arith.constant dense<0.0> : vector<8xf64>
              %449 = arith.constant 0 : index
              %450 = arith.constant 3 : index
              %451 = arith.constant 1 : index
              %452:3 = scf.for %453 = %449 to %450 step %451 iter_args(%446 = %445, %447 = %445, %448 = %445) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>) {
                %454 = arith.constant 0 : index
                %455 = arith.constant 16 : index
                %456 = arith.muli %453, %455 : index
                %457 = vector.load %scratch3[%456] : memref<48xf64>, vector<8xf64>
                %458 = arith.constant 0 : index
                %459 = arith.constant 3 : index
                %460 = arith.muli %444, %459 : index
                %461 = arith.addi %460, %453 : index
                %462 = memref.load %v2_shared[%461] : memref<?xf64>
                %463 = vector.broadcast %462 : f64 to vector<8xf64>
                %464 = arith.mulf %463, %457 : vector<8xf64>
                %465 = arith.addf %446, %464 : vector<8xf64>
                %466 = arith.constant 1 : index
                %467 = arith.constant 3 : index
                %468 = arith.addi %467, %453 : index
                %469 = memref.load %v2_shared[%468] : memref<?xf64>
                %470 = vector.broadcast %469 : f64 to vector<8xf64>
                %471 = arith.mulf %470, %457 : vector<8xf64>
                %472 = arith.addf %447, %471 : vector<8xf64>
                %473 = arith.constant 2 : index
                %474 = arith.constant 3 : index
                %475 = arith.muli %473, %474 : index
                %476 = arith.addi %475, %453 : index
                %477 = memref.load %v2_shared[%476] : memref<?xf64>
                %478 = vector.broadcast %477 : f64 to vector<8xf64>
                %479 = arith.mulf %478, %457 : vector<8xf64>
                %480 = arith.addf %448, %479 : vector<8xf64>
                scf.yield %465, %472, %480 : vector<8xf64>, vector<8xf64>, vector<8xf64>
              }
              %481 = arith.constant 0 : index
              %482 = arith.constant 0 : index
              %483 = arith.constant 16 : index
              %484 = arith.muli %444, %483 : index
              vector.store %452#0, %scratch4[%484] : memref<48xf64>, vector<8xf64>
              %485 = arith.constant 1 : index
              %486 = arith.constant 0 : index
              %487 = arith.constant 16 : index
              vector.store %452#1, %scratch4[%487] : memref<48xf64>, vector<8xf64>
              %488 = arith.constant 2 : index
              %489 = arith.constant 0 : index
              %490 = arith.constant 16 : index
              %491 = arith.muli %488, %490 : index
              vector.store %452#2, %scratch4[%491] : memref<48xf64>, vector<8xf64>
              %492 = arith.constant 1 : index
              %493 = arith.subi %251, %492 : index
              %494 = arith.constant 0 : index
              %495 = arith.minui %494, %493 : index
              %496 = memref.load %scratch2[%495] : memref<16xindex>
              %497 = arith.constant 0 : index
              %498 = arith.constant 3 : index
              %499 = arith.muli %496, %498 : index
              %500 = arith.constant 1 : index
              %501 = arith.minui %500, %493 : index
              %502 = memref.load %scratch2[%501] : memref<16xindex>
              %503 = arith.constant 0 : index
              %504 = arith.constant 3 : index
              %505 = arith.muli %502, %504 : index
              %506 = arith.constant 2 : index
              %507 = arith.minui %506, %493 : index
              %508 = memref.load %scratch2[%507] : memref<16xindex>
              %509 = arith.constant 0 : index
              %510 = arith.constant 3 : index
              %511 = arith.muli %508, %510 : index
              %512 = arith.constant 3 : index
              %513 = arith.minui %512, %493 : index
              %514 = memref.load %scratch2[%513] : memref<16xindex>
              %515 = arith.constant 0 : index
              %516 = arith.constant 3 : index
              %517 = arith.muli %514, %516 : index
              %518 = arith.constant 4 : index
              %519 = arith.minui %518, %493 : index
              %520 = memref.load %scratch2[%519] : memref<16xindex>
              %521 = arith.constant 0 : index
              %522 = arith.constant 3 : index
              %523 = arith.muli %520, %522 : index
              %524 = arith.constant 5 : index
              %525 = arith.minui %524, %493 : index
              %526 = memref.load %scratch2[%525] : memref<16xindex>
              %527 = arith.constant 0 : index
              %528 = arith.constant 3 : index
              %529 = arith.muli %526, %528 : index
              %530 = arith.constant 6 : index
              %531 = arith.minui %530, %493 : index
              %532 = memref.load %scratch2[%531] : memref<16xindex>
              %533 = arith.constant 0 : index
              %534 = arith.constant 3 : index
              %535 = arith.muli %532, %534 : index
              %536 = arith.constant 7 : index
              %537 = arith.minui %536, %493 : index
              %538 = memref.load %scratch2[%537] : memref<16xindex>
              %539 = arith.constant 0 : index
              %540 = arith.constant 3 : index
              %541 = arith.muli %538, %540 : index
              %542 = arith.constant 0 : index
              %543 = arith.constant 0 : index
              %544 = arith.constant 16 : index
              %545 = arith.muli %542, %544 : index
              %546 = memref.load %scratch4[%545] : memref<48xf64>
              memref.store %546, %v8_top[%499] : memref<?xf64>
              %547 = arith.constant 1 : index
              %548 = arith.constant 16 : index
              %549 = arith.muli %542, %548 : index
              %550 = arith.addi %549, %547 : index
              %551 = memref.load %scratch4[%550] : memref<48xf64>
              memref.store %551, %v8_top[%505] : memref<?xf64>
              %552 = arith.constant 2 : index
              %553 = arith.constant 16 : index
              %554 = arith.muli %542, %553 : index
              %555 = arith.addi %554, %552 : index
              %556 = memref.load %scratch4[%555] : memref<48xf64>
              memref.store %556, %v8_top[%511] : memref<?xf64>
              %557 = arith.constant 3 : index
              %558 = arith.constant 16 : index
              %559 = arith.muli %542, %558 : index
              %560 = arith.addi %559, %557 : index
              %561 = memref.load %scratch4[%560] : memref<48xf64>
              memref.store %561, %v8_top[%517] : memref<?xf64>
              %562 = arith.constant 4 : index
              %563 = arith.constant 16 : index
              %564 = arith.muli %542, %563 : index
              %565 = arith.addi %564, %562 : index
              %566 = memref.load %scratch4[%565] : memref<48xf64>
              memref.store %566, %v8_top[%523] : memref<?xf64>
              %567 = arith.constant 5 : index
              %568 = arith.constant 16 : index
              %569 = arith.muli %542, %568 : index
              %570 = arith.addi %569, %567 : index
              %571 = memref.load %scratch4[%570] : memref<48xf64>
              memref.store %571, %v8_top[%529] : memref<?xf64>
              %572 = arith.constant 6 : index
              %573 = arith.constant 16 : index
              %574 = arith.muli %542, %573 : index
              %575 = arith.addi %574, %572 : index
              %576 = memref.load %scratch4[%575] : memref<48xf64>
              memref.store %576, %v8_top[%535] : memref<?xf64>
              %577 = arith.constant 7 : index
              %578 = arith.constant 16 : index
              %579 = arith.muli %542, %578 : index
              %580 = arith.addi %579, %577 : index
              %581 = memref.load %scratch4[%580] : memref<48xf64>
              memref.store %581, %v8_top[%541] : memref<?xf64>
              %582 = arith.constant 1 : index
              %583 = arith.constant 0 : index
              %584 = arith.constant 16 : index
              %585 = memref.load %scratch4[%584] : memref<48xf64>
              %586 = arith.addi %499, %582 : index
              memref.store %585, %v8_top[%586] : memref<?xf64>
              %587 = arith.constant 1 : index
              %588 = arith.constant 16 : index
              %589 = arith.addi %588, %587 : index
              %590 = memref.load %scratch4[%589] : memref<48xf64>
              %591 = arith.addi %505, %582 : index
              memref.store %590, %v8_top[%591] : memref<?xf64>
              %592 = arith.constant 2 : index
              %593 = arith.constant 16 : index
              %594 = arith.addi %593, %592 : index
              %595 = memref.load %scratch4[%594] : memref<48xf64>
              %596 = arith.addi %511, %582 : index
              memref.store %595, %v8_top[%596] : memref<?xf64>
              %597 = arith.constant 3 : index
              %598 = arith.constant 16 : index
              %599 = arith.addi %598, %597 : index
              %600 = memref.load %scratch4[%599] : memref<48xf64>
              %601 = arith.addi %517, %582 : index
              memref.store %600, %v8_top[%601] : memref<?xf64>
              %602 = arith.constant 4 : index
              %603 = arith.constant 16 : index
              %604 = arith.addi %603, %602 : index
              %605 = memref.load %scratch4[%604] : memref<48xf64>
              %606 = arith.addi %523, %582 : index
              memref.store %605, %v8_top[%606] : memref<?xf64>
              %607 = arith.constant 5 : index
              %608 = arith.constant 16 : index
              %609 = arith.addi %608, %607 : index
              %610 = memref.load %scratch4[%609] : memref<48xf64>
              %611 = arith.addi %529, %582 : index
              memref.store %610, %v8_top[%611] : memref<?xf64>
              %612 = arith.constant 6 : index
              %613 = arith.constant 16 : index
              %614 = arith.addi %613, %612 : index
              %615 = memref.load %scratch4[%614] : memref<48xf64>
              %616 = arith.addi %535, %582 : index
              memref.store %615, %v8_top[%616] : memref<?xf64>
              %617 = arith.constant 7 : index
              %618 = arith.constant 16 : index
              %619 = arith.addi %618, %617 : index
              %620 = memref.load %scratch4[%619] : memref<48xf64>
              %621 = arith.addi %541, %582 : index
              memref.store %620, %v8_top[%621] : memref<?xf64>
              %622 = arith.constant 2 : index
              %623 = arith.constant 0 : index
              %624 = arith.constant 16 : index
              %625 = arith.muli %622, %624 : index
              %626 = memref.load %scratch4[%625] : memref<48xf64>
              %627 = arith.addi %499, %622 : index
              memref.store %626, %v8_top[%627] : memref<?xf64>
              %628 = arith.constant 1 : index
              %629 = arith.constant 16 : index
              %630 = arith.muli %622, %629 : index
              %631 = arith.addi %630, %628 : index
              %632 = memref.load %scratch4[%631] : memref<48xf64>
              %633 = arith.addi %505, %622 : index
              memref.store %632, %v8_top[%633] : memref<?xf64>
              %634 = arith.constant 2 : index
              %635 = arith.constant 16 : index
              %636 = arith.muli %622, %635 : index
              %637 = arith.addi %636, %634 : index
              %638 = memref.load %scratch4[%637] : memref<48xf64>
              %639 = arith.addi %511, %622 : index
              memref.store %638, %v8_top[%639] : memref<?xf64>
              %640 = arith.constant 3 : index
              %641 = arith.constant 16 : index
              %642 = arith.muli %622, %641 : index
              %643 = arith.addi %642, %640 : index
              %644 = memref.load %scratch4[%643] : memref<48xf64>
              %645 = arith.addi %517, %622 : index
              memref.store %644, %v8_top[%645] : memref<?xf64>
              %646 = arith.constant 4 : index
              %647 = arith.constant 16 : index
              %648 = arith.muli %622, %647 : index
              %649 = arith.addi %648, %646 : index
              %650 = memref.load %scratch4[%649] : memref<48xf64>
              %651 = arith.addi %523, %622 : index
              memref.store %650, %v8_top[%651] : memref<?xf64>
              %652 = arith.constant 5 : index
              %653 = arith.constant 16 : index
              %654 = arith.muli %622, %653 : index
              %655 = arith.addi %654, %652 : index
              %656 = memref.load %scratch4[%655] : memref<48xf64>
              %657 = arith.addi %529, %622 : index
              memref.store %656, %v8_top[%657] : memref<?xf64>
              %658 = arith.constant 6 : index
              %659 = arith.constant 16 : index
              %660 = arith.muli %622, %659 : index
              %661 = arith.addi %660, %658 : index
              %662 = memref.load %scratch4[%661] : memref<48xf64>
              %663 = arith.addi %535, %622 : index
              memref.store %662, %v8_top[%663] : memref<?xf64>
              %664 = arith.constant 7 : index
              %665 = arith.constant 16 : index
              %666 = arith.muli %622, %665 : index
              %667 = arith.addi %666, %664 : index
              %668 = memref.load %scratch4[%667] : memref<48xf64>
              %669 = arith.addi %541, %622 : index
              memref.store %668, %v8_top[%669] : memref<?xf64>
            } else {
              %670 = arith.constant 1 : index
              %671 = arith.subi %251, %670 : index
              %672 = arith.constant 0 : index
              %673 = arith.minui %672, %671 : index
              %674 = memref.load %scratch2[%673] : memref<16xindex>
              %675 = arith.constant 0 : index
              %676 = arith.constant 3 : index
              %677 = arith.muli %674, %676 : index
              %678 = arith.constant 1 : index
              %679 = arith.minui %678, %671 : index
              %680 = memref.load %scratch2[%679] : memref<16xindex>
              %681 = arith.constant 0 : index
              %682 = arith.constant 3 : index
              %683 = arith.muli %680, %682 : index
              %684 = arith.constant 2 : index
              %685 = arith.minui %684, %671 : index
              %686 = memref.load %scratch2[%685] : memref<16xindex>
              %687 = arith.constant 0 : index
              %688 = arith.constant 3 : index
              %689 = arith.muli %686, %688 : index
              %690 = arith.constant 3 : index
              %691 = arith.minui %690, %671 : index
              %692 = memref.load %scratch2[%691] : memref<16xindex>
              %693 = arith.constant 0 : index
              %694 = arith.constant 3 : index
              %695 = arith.muli %692, %694 : index
              %696 = arith.constant 4 : index
              %697 = arith.minui %696, %671 : index
              %698 = memref.load %scratch2[%697] : memref<16xindex>
              %699 = arith.constant 0 : index
              %700 = arith.constant 3 : index
              %701 = arith.muli %698, %700 : index
              %702 = arith.constant 5 : index
              %703 = arith.minui %702, %671 : index
              %704 = memref.load %scratch2[%703] : memref<16xindex>
              %705 = arith.constant 0 : index
              %706 = arith.constant 3 : index
              %707 = arith.muli %704, %706 : index
              %708 = arith.constant 6 : index
              %709 = arith.minui %708, %671 : index
              %710 = memref.load %scratch2[%709] : memref<16xindex>
              %711 = arith.constant 0 : index
              %712 = arith.constant 3 : index
              %713 = arith.muli %710, %712 : index
              %714 = arith.constant 7 : index
              %715 = arith.minui %714, %671 : index
              %716 = memref.load %scratch2[%715] : memref<16xindex>
              %717 = arith.constant 0 : index
              %718 = arith.constant 3 : index
              %719 = arith.muli %716, %718 : index
              %720 = arith.constant 8 : index
              %721 = arith.minui %720, %671 : index
              %722 = memref.load %scratch2[%721] : memref<16xindex>
              %723 = arith.constant 0 : index
              %724 = arith.constant 3 : index
              %725 = arith.muli %722, %724 : index
              %726 = arith.constant 9 : index
              %727 = arith.minui %726, %671 : index
              %728 = memref.load %scratch2[%727] : memref<16xindex>
              %729 = arith.constant 0 : index
              %730 = arith.constant 3 : index
              %731 = arith.muli %728, %730 : index
              %732 = arith.constant 10 : index
              %733 = arith.minui %732, %671 : index
              %734 = memref.load %scratch2[%733] : memref<16xindex>
              %735 = arith.constant 0 : index
              %736 = arith.constant 3 : index
              %737 = arith.muli %734, %736 : index
              %738 = arith.constant 11 : index
              %739 = arith.minui %738, %671 : index
              %740 = memref.load %scratch2[%739] : memref<16xindex>
              %741 = arith.constant 0 : index
              %742 = arith.constant 3 : index
              %743 = arith.muli %740, %742 : index
              %744 = arith.constant 12 : index
              %745 = arith.minui %744, %671 : index
              %746 = memref.load %scratch2[%745] : memref<16xindex>
              %747 = arith.constant 0 : index
              %748 = arith.constant 3 : index
              %749 = arith.muli %746, %748 : index
              %750 = arith.constant 13 : index
              %751 = arith.minui %750, %671 : index
              %752 = memref.load %scratch2[%751] : memref<16xindex>
              %753 = arith.constant 0 : index
              %754 = arith.constant 3 : index
              %755 = arith.muli %752, %754 : index
              %756 = arith.constant 14 : index
              %757 = arith.minui %756, %671 : index
              %758 = memref.load %scratch2[%757] : memref<16xindex>
              %759 = arith.constant 0 : index
              %760 = arith.constant 3 : index
              %761 = arith.muli %758, %760 : index
              %762 = arith.constant 15 : index
              %763 = arith.minui %762, %671 : index
              %764 = memref.load %scratch2[%763] : memref<16xindex>
              %765 = arith.constant 0 : index
              %766 = arith.constant 3 : index
              %767 = arith.muli %764, %766 : index
              %768 = arith.constant 0 : index
              %769 = memref.load %v6_top[%677] : memref<?xf64>
              %770 = arith.constant 0 : index
              %771 = arith.constant 16 : index
              %772 = arith.muli %768, %771 : index
              memref.store %769, %scratch3[%772] : memref<48xf64>
              %773 = memref.load %v6_top[%683] : memref<?xf64>
              %774 = arith.constant 1 : index
              %775 = arith.constant 16 : index
              %776 = arith.muli %768, %775 : index
              %777 = arith.addi %776, %774 : index
              memref.store %773, %scratch3[%777] : memref<48xf64>
              %778 = memref.load %v6_top[%689] : memref<?xf64>
              %779 = arith.constant 2 : index
              %780 = arith.constant 16 : index
              %781 = arith.muli %768, %780 : index
              %782 = arith.addi %781, %779 : index
              memref.store %778, %scratch3[%782] : memref<48xf64>
              %783 = memref.load %v6_top[%695] : memref<?xf64>
              %784 = arith.constant 3 : index
              %785 = arith.constant 16 : index
              %786 = arith.muli %768, %785 : index
              %787 = arith.addi %786, %784 : index
              memref.store %783, %scratch3[%787] : memref<48xf64>
              %788 = memref.load %v6_top[%701] : memref<?xf64>
              %789 = arith.constant 4 : index
              %790 = arith.constant 16 : index
              %791 = arith.muli %768, %790 : index
              %792 = arith.addi %791, %789 : index
              memref.store %788, %scratch3[%792] : memref<48xf64>
              %793 = memref.load %v6_top[%707] : memref<?xf64>
              %794 = arith.constant 5 : index
              %795 = arith.constant 16 : index
              %796 = arith.muli %768, %795 : index
              %797 = arith.addi %796, %794 : index
              memref.store %793, %scratch3[%797] : memref<48xf64>
              %798 = memref.load %v6_top[%713] : memref<?xf64>
              %799 = arith.constant 6 : index
              %800 = arith.constant 16 : index
              %801 = arith.muli %768, %800 : index
              %802 = arith.addi %801, %799 : index
              memref.store %798, %scratch3[%802] : memref<48xf64>
              %803 = memref.load %v6_top[%719] : memref<?xf64>
              %804 = arith.constant 7 : index
              %805 = arith.constant 16 : index
              %806 = arith.muli %768, %805 : index
              %807 = arith.addi %806, %804 : index
              memref.store %803, %scratch3[%807] : memref<48xf64>
              %808 = memref.load %v6_top[%725] : memref<?xf64>
              %809 = arith.constant 8 : index
              %810 = arith.constant 16 : index
              %811 = arith.muli %768, %810 : index
              %812 = arith.addi %811, %809 : index
              memref.store %808, %scratch3[%812] : memref<48xf64>
              %813 = memref.load %v6_top[%731] : memref<?xf64>
              %814 = arith.constant 9 : index
              %815 = arith.constant 16 : index
              %816 = arith.muli %768, %815 : index
              %817 = arith.addi %816, %814 : index
              memref.store %813, %scratch3[%817] : memref<48xf64>
              %818 = memref.load %v6_top[%737] : memref<?xf64>
              %819 = arith.constant 10 : index
              %820 = arith.constant 16 : index
              %821 = arith.muli %768, %820 : index
              %822 = arith.addi %821, %819 : index
              memref.store %818, %scratch3[%822] : memref<48xf64>
              %823 = memref.load %v6_top[%743] : memref<?xf64>
              %824 = arith.constant 11 : index
              %825 = arith.constant 16 : index
              %826 = arith.muli %768, %825 : index
              %827 = arith.addi %826, %824 : index
              memref.store %823, %scratch3[%827] : memref<48xf64>
              %828 = memref.load %v6_top[%749] : memref<?xf64>
              %829 = arith.constant 12 : index
              %830 = arith.constant 16 : index
              %831 = arith.muli %768, %830 : index
              %832 = arith.addi %831, %829 : index
              memref.store %828, %scratch3[%832] : memref<48xf64>
              %833 = memref.load %v6_top[%755] : memref<?xf64>
              %834 = arith.constant 13 : index
              %835 = arith.constant 16 : index
              %836 = arith.muli %768, %835 : index
              %837 = arith.addi %836, %834 : index
              memref.store %833, %scratch3[%837] : memref<48xf64>
              %838 = memref.load %v6_top[%761] : memref<?xf64>
              %839 = arith.constant 14 : index
              %840 = arith.constant 16 : index
              %841 = arith.muli %768, %840 : index
              %842 = arith.addi %841, %839 : index
              memref.store %838, %scratch3[%842] : memref<48xf64>
              %843 = memref.load %v6_top[%767] : memref<?xf64>
              %844 = arith.constant 15 : index
              %845 = arith.constant 16 : index
              %846 = arith.muli %768, %845 : index
              %847 = arith.addi %846, %844 : index
              memref.store %843, %scratch3[%847] : memref<48xf64>
              %848 = arith.constant 1 : index
              %849 = arith.addi %677, %848 : index
              %850 = memref.load %v6_top[%849] : memref<?xf64>
              %851 = arith.constant 0 : index
              %852 = arith.constant 16 : index
              memref.store %850, %scratch3[%852] : memref<48xf64>
              %853 = arith.addi %683, %848 : index
              %854 = memref.load %v6_top[%853] : memref<?xf64>
              %855 = arith.constant 1 : index
              %856 = arith.constant 16 : index
              %857 = arith.addi %856, %855 : index
              memref.store %854, %scratch3[%857] : memref<48xf64>
              %858 = arith.addi %689, %848 : index
              %859 = memref.load %v6_top[%858] : memref<?xf64>
              %860 = arith.constant 2 : index
              %861 = arith.constant 16 : index
              %862 = arith.addi %861, %860 : index
              memref.store %859, %scratch3[%862] : memref<48xf64>
              %863 = arith.addi %695, %848 : index
              %864 = memref.load %v6_top[%863] : memref<?xf64>
              %865 = arith.constant 3 : index
              %866 = arith.constant 16 : index
              %867 = arith.addi %866, %865 : index
              memref.store %864, %scratch3[%867] : memref<48xf64>
              %868 = arith.addi %701, %848 : index
              %869 = memref.load %v6_top[%868] : memref<?xf64>
              %870 = arith.constant 4 : index
              %871 = arith.constant 16 : index
              %872 = arith.addi %871, %870 : index
              memref.store %869, %scratch3[%872] : memref<48xf64>
              %873 = arith.addi %707, %848 : index
              %874 = memref.load %v6_top[%873] : memref<?xf64>
              %875 = arith.constant 5 : index
              %876 = arith.constant 16 : index
              %877 = arith.addi %876, %875 : index
              memref.store %874, %scratch3[%877] : memref<48xf64>
              %878 = arith.addi %713, %848 : index
              %879 = memref.load %v6_top[%878] : memref<?xf64>
              %880 = arith.constant 6 : index
              %881 = arith.constant 16 : index
              %882 = arith.addi %881, %880 : index
              memref.store %879, %scratch3[%882] : memref<48xf64>
              %883 = arith.addi %719, %848 : index
              %884 = memref.load %v6_top[%883] : memref<?xf64>
              %885 = arith.constant 7 : index
              %886 = arith.constant 16 : index
              %887 = arith.addi %886, %885 : index
              memref.store %884, %scratch3[%887] : memref<48xf64>
              %888 = arith.addi %725, %848 : index
              %889 = memref.load %v6_top[%888] : memref<?xf64>
              %890 = arith.constant 8 : index
              %891 = arith.constant 16 : index
              %892 = arith.addi %891, %890 : index
              memref.store %889, %scratch3[%892] : memref<48xf64>
              %893 = arith.addi %731, %848 : index
              %894 = memref.load %v6_top[%893] : memref<?xf64>
              %895 = arith.constant 9 : index
              %896 = arith.constant 16 : index
              %897 = arith.addi %896, %895 : index
              memref.store %894, %scratch3[%897] : memref<48xf64>
              %898 = arith.addi %737, %848 : index
              %899 = memref.load %v6_top[%898] : memref<?xf64>
              %900 = arith.constant 10 : index
              %901 = arith.constant 16 : index
              %902 = arith.addi %901, %900 : index
              memref.store %899, %scratch3[%902] : memref<48xf64>
              %903 = arith.addi %743, %848 : index
              %904 = memref.load %v6_top[%903] : memref<?xf64>
              %905 = arith.constant 11 : index
              %906 = arith.constant 16 : index
              %907 = arith.addi %906, %905 : index
              memref.store %904, %scratch3[%907] : memref<48xf64>
              %908 = arith.addi %749, %848 : index
              %909 = memref.load %v6_top[%908] : memref<?xf64>
              %910 = arith.constant 12 : index
              %911 = arith.constant 16 : index
              %912 = arith.addi %911, %910 : index
              memref.store %909, %scratch3[%912] : memref<48xf64>
              %913 = arith.addi %755, %848 : index
              %914 = memref.load %v6_top[%913] : memref<?xf64>
              %915 = arith.constant 13 : index
              %916 = arith.constant 16 : index
              %917 = arith.addi %916, %915 : index
              memref.store %914, %scratch3[%917] : memref<48xf64>
              %918 = arith.addi %761, %848 : index
              %919 = memref.load %v6_top[%918] : memref<?xf64>
              %920 = arith.constant 14 : index
              %921 = arith.constant 16 : index
              %922 = arith.addi %921, %920 : index
              memref.store %919, %scratch3[%922] : memref<48xf64>
              %923 = arith.addi %767, %848 : index
              %924 = memref.load %v6_top[%923] : memref<?xf64>
              %925 = arith.constant 15 : index
              %926 = arith.constant 16 : index
              %927 = arith.addi %926, %925 : index
              memref.store %924, %scratch3[%927] : memref<48xf64>
              %928 = arith.constant 2 : index
              %929 = arith.addi %677, %928 : index
              %930 = memref.load %v6_top[%929] : memref<?xf64>
              %931 = arith.constant 0 : index
              %932 = arith.constant 16 : index
              %933 = arith.muli %928, %932 : index
              memref.store %930, %scratch3[%933] : memref<48xf64>
              %934 = arith.addi %683, %928 : index
              %935 = memref.load %v6_top[%934] : memref<?xf64>
              %936 = arith.constant 1 : index
              %937 = arith.constant 16 : index
              %938 = arith.muli %928, %937 : index
              %939 = arith.addi %938, %936 : index
              memref.store %935, %scratch3[%939] : memref<48xf64>
              %940 = arith.addi %689, %928 : index
              %941 = memref.load %v6_top[%940] : memref<?xf64>
              %942 = arith.constant 2 : index
              %943 = arith.constant 16 : index
              %944 = arith.muli %928, %943 : index
              %945 = arith.addi %944, %942 : index
              memref.store %941, %scratch3[%945] : memref<48xf64>
              %946 = arith.addi %695, %928 : index
              %947 = memref.load %v6_top[%946] : memref<?xf64>
              %948 = arith.constant 3 : index
              %949 = arith.constant 16 : index
              %950 = arith.muli %928, %949 : index
              %951 = arith.addi %950, %948 : index
              memref.store %947, %scratch3[%951] : memref<48xf64>
              %952 = arith.addi %701, %928 : index
              %953 = memref.load %v6_top[%952] : memref<?xf64>
              %954 = arith.constant 4 : index
              %955 = arith.constant 16 : index
              %956 = arith.muli %928, %955 : index
              %957 = arith.addi %956, %954 : index
              memref.store %953, %scratch3[%957] : memref<48xf64>
              %958 = arith.addi %707, %928 : index
              %959 = memref.load %v6_top[%958] : memref<?xf64>
              %960 = arith.constant 5 : index
              %961 = arith.constant 16 : index
              %962 = arith.muli %928, %961 : index
              %963 = arith.addi %962, %960 : index
              memref.store %959, %scratch3[%963] : memref<48xf64>
              %964 = arith.addi %713, %928 : index
              %965 = memref.load %v6_top[%964] : memref<?xf64>
              %966 = arith.constant 6 : index
              %967 = arith.constant 16 : index
              %968 = arith.muli %928, %967 : index
              %969 = arith.addi %968, %966 : index
              memref.store %965, %scratch3[%969] : memref<48xf64>
              %970 = arith.addi %719, %928 : index
              %971 = memref.load %v6_top[%970] : memref<?xf64>
              %972 = arith.constant 7 : index
              %973 = arith.constant 16 : index
              %974 = arith.muli %928, %973 : index
              %975 = arith.addi %974, %972 : index
              memref.store %971, %scratch3[%975] : memref<48xf64>
              %976 = arith.addi %725, %928 : index
              %977 = memref.load %v6_top[%976] : memref<?xf64>
              %978 = arith.constant 8 : index
              %979 = arith.constant 16 : index
              %980 = arith.muli %928, %979 : index
              %981 = arith.addi %980, %978 : index
              memref.store %977, %scratch3[%981] : memref<48xf64>
              %982 = arith.addi %731, %928 : index
              %983 = memref.load %v6_top[%982] : memref<?xf64>
              %984 = arith.constant 9 : index
              %985 = arith.constant 16 : index
              %986 = arith.muli %928, %985 : index
              %987 = arith.addi %986, %984 : index
              memref.store %983, %scratch3[%987] : memref<48xf64>
              %988 = arith.addi %737, %928 : index
              %989 = memref.load %v6_top[%988] : memref<?xf64>
              %990 = arith.constant 10 : index
              %991 = arith.constant 16 : index
              %992 = arith.muli %928, %991 : index
              %993 = arith.addi %992, %990 : index
              memref.store %989, %scratch3[%993] : memref<48xf64>
              %994 = arith.addi %743, %928 : index
              %995 = memref.load %v6_top[%994] : memref<?xf64>
              %996 = arith.constant 11 : index
              %997 = arith.constant 16 : index
              %998 = arith.muli %928, %997 : index
              %999 = arith.addi %998, %996 : index
              memref.store %995, %scratch3[%999] : memref<48xf64>
              %1000 = arith.addi %749, %928 : index
              %1001 = memref.load %v6_top[%1000] : memref<?xf64>
              %1002 = arith.constant 12 : index
              %1003 = arith.constant 16 : index
              %1004 = arith.muli %928, %1003 : index
              %1005 = arith.addi %1004, %1002 : index
              memref.store %1001, %scratch3[%1005] : memref<48xf64>
              %1006 = arith.addi %755, %928 : index
              %1007 = memref.load %v6_top[%1006] : memref<?xf64>
              %1008 = arith.constant 13 : index
              %1009 = arith.constant 16 : index
              %1010 = arith.muli %928, %1009 : index
              %1011 = arith.addi %1010, %1008 : index
              memref.store %1007, %scratch3[%1011] : memref<48xf64>
              %1012 = arith.addi %761, %928 : index
              %1013 = memref.load %v6_top[%1012] : memref<?xf64>
              %1014 = arith.constant 14 : index
              %1015 = arith.constant 16 : index
              %1016 = arith.muli %928, %1015 : index
              %1017 = arith.addi %1016, %1014 : index
              memref.store %1013, %scratch3[%1017] : memref<48xf64>
              %1018 = arith.addi %767, %928 : index
              %1019 = memref.load %v6_top[%1018] : memref<?xf64>
              %1020 = arith.constant 15 : index
              %1021 = arith.constant 16 : index
              %1022 = arith.muli %928, %1021 : index
              %1023 = arith.addi %1022, %1020 : index
              memref.store %1019, %scratch3[%1023] : memref<48xf64>
              %1024 = arith.constant 0 : index
              %1025 = arith.constant dense<0.0> : vector<8xf64>
              %1032 = arith.constant 0 : index
              %1033 = arith.constant 3 : index
              %1034 = arith.constant 1 : index
              %1035:6 = scf.for %1036 = %1032 to %1033 step %1034 iter_args(%1026 = %1025, %1027 = %1025, %1028 = %1025, %1029 = %1025, %1030 = %1025, %1031 = %1025) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>) {
                %1037 = arith.constant 0 : index
                %1038 = arith.constant 16 : index
                %1039 = arith.muli %1036, %1038 : index
                %1040 = vector.load %scratch3[%1039] : memref<48xf64>, vector<8xf64>
                %1041 = arith.constant 8 : index
                %1042 = arith.constant 16 : index
                %1043 = arith.muli %1036, %1042 : index
                %1044 = arith.addi %1043, %1041 : index
                %1045 = vector.load %scratch3[%1044] : memref<48xf64>, vector<8xf64>
                %1046 = arith.constant 0 : index
                %1047 = arith.constant 3 : index
                %1048 = arith.muli %1024, %1047 : index
                %1049 = arith.addi %1048, %1036 : index
                %1050 = memref.load %v2_shared[%1049] : memref<?xf64>
                %1051 = vector.broadcast %1050 : f64 to vector<8xf64>
                %1052 = arith.mulf %1051, %1040 : vector<8xf64>
                %1053 = arith.addf %1026, %1052 : vector<8xf64>
                %1054 = arith.mulf %1051, %1045 : vector<8xf64>
                %1055 = arith.addf %1027, %1054 : vector<8xf64>
                %1056 = arith.constant 1 : index
                %1057 = arith.constant 3 : index
                %1058 = arith.addi %1057, %1036 : index
                %1059 = memref.load %v2_shared[%1058] : memref<?xf64>
                %1060 = vector.broadcast %1059 : f64 to vector<8xf64>
                %1061 = arith.mulf %1060, %1040 : vector<8xf64>
                %1062 = arith.addf %1028, %1061 : vector<8xf64>
                %1063 = arith.mulf %1060, %1045 : vector<8xf64>
                %1064 = arith.addf %1029, %1063 : vector<8xf64>
                %1065 = arith.constant 2 : index
                %1066 = arith.constant 3 : index
                %1067 = arith.muli %1065, %1066 : index
                %1068 = arith.addi %1067, %1036 : index
                %1069 = memref.load %v2_shared[%1068] : memref<?xf64>
                %1070 = vector.broadcast %1069 : f64 to vector<8xf64>
                %1071 = arith.mulf %1070, %1040 : vector<8xf64>
                %1072 = arith.addf %1030, %1071 : vector<8xf64>
                %1073 = arith.mulf %1070, %1045 : vector<8xf64>
                %1074 = arith.addf %1031, %1073 : vector<8xf64>
                scf.yield %1053, %1055, %1062, %1064, %1072, %1074 : vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>
              }
              %1075 = arith.constant 0 : index
              %1076 = arith.constant 0 : index
              %1077 = arith.constant 16 : index
              %1078 = arith.muli %1024, %1077 : index
              vector.store %1035#0, %scratch4[%1078] : memref<48xf64>, vector<8xf64>
              %1079 = arith.constant 8 : index
              %1080 = arith.constant 16 : index
              %1081 = arith.muli %1024, %1080 : index
              %1082 = arith.addi %1081, %1079 : index
              vector.store %1035#1, %scratch4[%1082] : memref<48xf64>, vector<8xf64>
              %1083 = arith.constant 1 : index
              %1084 = arith.constant 0 : index
              %1085 = arith.constant 16 : index
              vector.store %1035#2, %scratch4[%1085] : memref<48xf64>, vector<8xf64>
              %1086 = arith.constant 8 : index
              %1087 = arith.constant 16 : index
              %1088 = arith.addi %1087, %1086 : index
              vector.store %1035#3, %scratch4[%1088] : memref<48xf64>, vector<8xf64>
              %1089 = arith.constant 2 : index
              %1090 = arith.constant 0 : index
              %1091 = arith.constant 16 : index
              %1092 = arith.muli %1089, %1091 : index
              vector.store %1035#4, %scratch4[%1092] : memref<48xf64>, vector<8xf64>
              %1093 = arith.constant 8 : index
              %1094 = arith.constant 16 : index
              %1095 = arith.muli %1089, %1094 : index
              %1096 = arith.addi %1095, %1093 : index
              vector.store %1035#5, %scratch4[%1096] : memref<48xf64>, vector<8xf64>
              %1097 = arith.constant 1 : index
              %1098 = arith.subi %251, %1097 : index
              %1099 = arith.constant 0 : index
              %1100 = arith.minui %1099, %1098 : index
              %1101 = memref.load %scratch2[%1100] : memref<16xindex>
              %1102 = arith.constant 0 : index
              %1103 = arith.constant 3 : index
              %1104 = arith.muli %1101, %1103 : index
              %1105 = arith.constant 1 : index
              %1106 = arith.minui %1105, %1098 : index
              %1107 = memref.load %scratch2[%1106] : memref<16xindex>
              %1108 = arith.constant 0 : index
              %1109 = arith.constant 3 : index
              %1110 = arith.muli %1107, %1109 : index
              %1111 = arith.constant 2 : index
              %1112 = arith.minui %1111, %1098 : index
              %1113 = memref.load %scratch2[%1112] : memref<16xindex>
              %1114 = arith.constant 0 : index
              %1115 = arith.constant 3 : index
              %1116 = arith.muli %1113, %1115 : index
              %1117 = arith.constant 3 : index
              %1118 = arith.minui %1117, %1098 : index
              %1119 = memref.load %scratch2[%1118] : memref<16xindex>
              %1120 = arith.constant 0 : index
              %1121 = arith.constant 3 : index
              %1122 = arith.muli %1119, %1121 : index
              %1123 = arith.constant 4 : index
              %1124 = arith.minui %1123, %1098 : index
              %1125 = memref.load %scratch2[%1124] : memref<16xindex>
              %1126 = arith.constant 0 : index
              %1127 = arith.constant 3 : index
              %1128 = arith.muli %1125, %1127 : index
              %1129 = arith.constant 5 : index
              %1130 = arith.minui %1129, %1098 : index
              %1131 = memref.load %scratch2[%1130] : memref<16xindex>
              %1132 = arith.constant 0 : index
              %1133 = arith.constant 3 : index
              %1134 = arith.muli %1131, %1133 : index
              %1135 = arith.constant 6 : index
              %1136 = arith.minui %1135, %1098 : index
              %1137 = memref.load %scratch2[%1136] : memref<16xindex>
              %1138 = arith.constant 0 : index
              %1139 = arith.constant 3 : index
              %1140 = arith.muli %1137, %1139 : index
              %1141 = arith.constant 7 : index
              %1142 = arith.minui %1141, %1098 : index
              %1143 = memref.load %scratch2[%1142] : memref<16xindex>
              %1144 = arith.constant 0 : index
              %1145 = arith.constant 3 : index
              %1146 = arith.muli %1143, %1145 : index
              %1147 = arith.constant 8 : index
              %1148 = arith.minui %1147, %1098 : index
              %1149 = memref.load %scratch2[%1148] : memref<16xindex>
              %1150 = arith.constant 0 : index
              %1151 = arith.constant 3 : index
              %1152 = arith.muli %1149, %1151 : index
              %1153 = arith.constant 9 : index
              %1154 = arith.minui %1153, %1098 : index
              %1155 = memref.load %scratch2[%1154] : memref<16xindex>
              %1156 = arith.constant 0 : index
              %1157 = arith.constant 3 : index
              %1158 = arith.muli %1155, %1157 : index
              %1159 = arith.constant 10 : index
              %1160 = arith.minui %1159, %1098 : index
              %1161 = memref.load %scratch2[%1160] : memref<16xindex>
              %1162 = arith.constant 0 : index
              %1163 = arith.constant 3 : index
              %1164 = arith.muli %1161, %1163 : index
              %1165 = arith.constant 11 : index
              %1166 = arith.minui %1165, %1098 : index
              %1167 = memref.load %scratch2[%1166] : memref<16xindex>
              %1168 = arith.constant 0 : index
              %1169 = arith.constant 3 : index
              %1170 = arith.muli %1167, %1169 : index
              %1171 = arith.constant 12 : index
              %1172 = arith.minui %1171, %1098 : index
              %1173 = memref.load %scratch2[%1172] : memref<16xindex>
              %1174 = arith.constant 0 : index
              %1175 = arith.constant 3 : index
              %1176 = arith.muli %1173, %1175 : index
              %1177 = arith.constant 13 : index
              %1178 = arith.minui %1177, %1098 : index
              %1179 = memref.load %scratch2[%1178] : memref<16xindex>
              %1180 = arith.constant 0 : index
              %1181 = arith.constant 3 : index
              %1182 = arith.muli %1179, %1181 : index
              %1183 = arith.constant 14 : index
              %1184 = arith.minui %1183, %1098 : index
              %1185 = memref.load %scratch2[%1184] : memref<16xindex>
              %1186 = arith.constant 0 : index
              %1187 = arith.constant 3 : index
              %1188 = arith.muli %1185, %1187 : index
              %1189 = arith.constant 15 : index
              %1190 = arith.minui %1189, %1098 : index
              %1191 = memref.load %scratch2[%1190] : memref<16xindex>
              %1192 = arith.constant 0 : index
              %1193 = arith.constant 3 : index
              %1194 = arith.muli %1191, %1193 : index
              %1195 = arith.constant 0 : index
              %1196 = arith.constant 0 : index
              %1197 = arith.constant 16 : index
              %1198 = arith.muli %1195, %1197 : index
              %1199 = memref.load %scratch4[%1198] : memref<48xf64>
              memref.store %1199, %v8_top[%1104] : memref<?xf64>
              %1200 = arith.constant 1 : index
              %1201 = arith.constant 16 : index
              %1202 = arith.muli %1195, %1201 : index
              %1203 = arith.addi %1202, %1200 : index
              %1204 = memref.load %scratch4[%1203] : memref<48xf64>
              memref.store %1204, %v8_top[%1110] : memref<?xf64>
              %1205 = arith.constant 2 : index
              %1206 = arith.constant 16 : index
              %1207 = arith.muli %1195, %1206 : index
              %1208 = arith.addi %1207, %1205 : index
              %1209 = memref.load %scratch4[%1208] : memref<48xf64>
              memref.store %1209, %v8_top[%1116] : memref<?xf64>
              %1210 = arith.constant 3 : index
              %1211 = arith.constant 16 : index
              %1212 = arith.muli %1195, %1211 : index
              %1213 = arith.addi %1212, %1210 : index
              %1214 = memref.load %scratch4[%1213] : memref<48xf64>
              memref.store %1214, %v8_top[%1122] : memref<?xf64>
              %1215 = arith.constant 4 : index
              %1216 = arith.constant 16 : index
              %1217 = arith.muli %1195, %1216 : index
              %1218 = arith.addi %1217, %1215 : index
              %1219 = memref.load %scratch4[%1218] : memref<48xf64>
              memref.store %1219, %v8_top[%1128] : memref<?xf64>
              %1220 = arith.constant 5 : index
              %1221 = arith.constant 16 : index
              %1222 = arith.muli %1195, %1221 : index
              %1223 = arith.addi %1222, %1220 : index
              %1224 = memref.load %scratch4[%1223] : memref<48xf64>
              memref.store %1224, %v8_top[%1134] : memref<?xf64>
              %1225 = arith.constant 6 : index
              %1226 = arith.constant 16 : index
              %1227 = arith.muli %1195, %1226 : index
              %1228 = arith.addi %1227, %1225 : index
              %1229 = memref.load %scratch4[%1228] : memref<48xf64>
              memref.store %1229, %v8_top[%1140] : memref<?xf64>
              %1230 = arith.constant 7 : index
              %1231 = arith.constant 16 : index
              %1232 = arith.muli %1195, %1231 : index
              %1233 = arith.addi %1232, %1230 : index
              %1234 = memref.load %scratch4[%1233] : memref<48xf64>
              memref.store %1234, %v8_top[%1146] : memref<?xf64>
              %1235 = arith.constant 8 : index
              %1236 = arith.constant 16 : index
              %1237 = arith.muli %1195, %1236 : index
              %1238 = arith.addi %1237, %1235 : index
              %1239 = memref.load %scratch4[%1238] : memref<48xf64>
              memref.store %1239, %v8_top[%1152] : memref<?xf64>
              %1240 = arith.constant 9 : index
              %1241 = arith.constant 16 : index
              %1242 = arith.muli %1195, %1241 : index
              %1243 = arith.addi %1242, %1240 : index
              %1244 = memref.load %scratch4[%1243] : memref<48xf64>
              memref.store %1244, %v8_top[%1158] : memref<?xf64>
              %1245 = arith.constant 10 : index
              %1246 = arith.constant 16 : index
              %1247 = arith.muli %1195, %1246 : index
              %1248 = arith.addi %1247, %1245 : index
              %1249 = memref.load %scratch4[%1248] : memref<48xf64>
              memref.store %1249, %v8_top[%1164] : memref<?xf64>
              %1250 = arith.constant 11 : index
              %1251 = arith.constant 16 : index
              %1252 = arith.muli %1195, %1251 : index
              %1253 = arith.addi %1252, %1250 : index
              %1254 = memref.load %scratch4[%1253] : memref<48xf64>
              memref.store %1254, %v8_top[%1170] : memref<?xf64>
              %1255 = arith.constant 12 : index
              %1256 = arith.constant 16 : index
              %1257 = arith.muli %1195, %1256 : index
              %1258 = arith.addi %1257, %1255 : index
              %1259 = memref.load %scratch4[%1258] : memref<48xf64>
              memref.store %1259, %v8_top[%1176] : memref<?xf64>
              %1260 = arith.constant 13 : index
              %1261 = arith.constant 16 : index
              %1262 = arith.muli %1195, %1261 : index
              %1263 = arith.addi %1262, %1260 : index
              %1264 = memref.load %scratch4[%1263] : memref<48xf64>
              memref.store %1264, %v8_top[%1182] : memref<?xf64>
              %1265 = arith.constant 14 : index
              %1266 = arith.constant 16 : index
              %1267 = arith.muli %1195, %1266 : index
              %1268 = arith.addi %1267, %1265 : index
              %1269 = memref.load %scratch4[%1268] : memref<48xf64>
              memref.store %1269, %v8_top[%1188] : memref<?xf64>
              %1270 = arith.constant 15 : index
              %1271 = arith.constant 16 : index
              %1272 = arith.muli %1195, %1271 : index
              %1273 = arith.addi %1272, %1270 : index
              %1274 = memref.load %scratch4[%1273] : memref<48xf64>
              memref.store %1274, %v8_top[%1194] : memref<?xf64>
              %1275 = arith.constant 1 : index
              %1276 = arith.constant 0 : index
              %1277 = arith.constant 16 : index
              %1278 = memref.load %scratch4[%1277] : memref<48xf64>
              %1279 = arith.addi %1104, %1275 : index
              memref.store %1278, %v8_top[%1279] : memref<?xf64>
              %1280 = arith.constant 1 : index
              %1281 = arith.constant 16 : index
              %1282 = arith.addi %1281, %1280 : index
              %1283 = memref.load %scratch4[%1282] : memref<48xf64>
              %1284 = arith.addi %1110, %1275 : index
              memref.store %1283, %v8_top[%1284] : memref<?xf64>
              %1285 = arith.constant 2 : index
              %1286 = arith.constant 16 : index
              %1287 = arith.addi %1286, %1285 : index
              %1288 = memref.load %scratch4[%1287] : memref<48xf64>
              %1289 = arith.addi %1116, %1275 : index
              memref.store %1288, %v8_top[%1289] : memref<?xf64>
              %1290 = arith.constant 3 : index
              %1291 = arith.constant 16 : index
              %1292 = arith.addi %1291, %1290 : index
              %1293 = memref.load %scratch4[%1292] : memref<48xf64>
              %1294 = arith.addi %1122, %1275 : index
              memref.store %1293, %v8_top[%1294] : memref<?xf64>
              %1295 = arith.constant 4 : index
              %1296 = arith.constant 16 : index
              %1297 = arith.addi %1296, %1295 : index
              %1298 = memref.load %scratch4[%1297] : memref<48xf64>
              %1299 = arith.addi %1128, %1275 : index
              memref.store %1298, %v8_top[%1299] : memref<?xf64>
              %1300 = arith.constant 5 : index
              %1301 = arith.constant 16 : index
              %1302 = arith.addi %1301, %1300 : index
              %1303 = memref.load %scratch4[%1302] : memref<48xf64>
              %1304 = arith.addi %1134, %1275 : index
              memref.store %1303, %v8_top[%1304] : memref<?xf64>
              %1305 = arith.constant 6 : index
              %1306 = arith.constant 16 : index
              %1307 = arith.addi %1306, %1305 : index
              %1308 = memref.load %scratch4[%1307] : memref<48xf64>
              %1309 = arith.addi %1140, %1275 : index
              memref.store %1308, %v8_top[%1309] : memref<?xf64>
              %1310 = arith.constant 7 : index
              %1311 = arith.constant 16 : index
              %1312 = arith.addi %1311, %1310 : index
              %1313 = memref.load %scratch4[%1312] : memref<48xf64>
              %1314 = arith.addi %1146, %1275 : index
              memref.store %1313, %v8_top[%1314] : memref<?xf64>
              %1315 = arith.constant 8 : index
              %1316 = arith.constant 16 : index
              %1317 = arith.addi %1316, %1315 : index
              %1318 = memref.load %scratch4[%1317] : memref<48xf64>
              %1319 = arith.addi %1152, %1275 : index
              memref.store %1318, %v8_top[%1319] : memref<?xf64>
              %1320 = arith.constant 9 : index
              %1321 = arith.constant 16 : index
              %1322 = arith.addi %1321, %1320 : index
              %1323 = memref.load %scratch4[%1322] : memref<48xf64>
              %1324 = arith.addi %1158, %1275 : index
              memref.store %1323, %v8_top[%1324] : memref<?xf64>
              %1325 = arith.constant 10 : index
              %1326 = arith.constant 16 : index
              %1327 = arith.addi %1326, %1325 : index
              %1328 = memref.load %scratch4[%1327] : memref<48xf64>
              %1329 = arith.addi %1164, %1275 : index
              memref.store %1328, %v8_top[%1329] : memref<?xf64>
              %1330 = arith.constant 11 : index
              %1331 = arith.constant 16 : index
              %1332 = arith.addi %1331, %1330 : index
              %1333 = memref.load %scratch4[%1332] : memref<48xf64>
              %1334 = arith.addi %1170, %1275 : index
              memref.store %1333, %v8_top[%1334] : memref<?xf64>
              %1335 = arith.constant 12 : index
              %1336 = arith.constant 16 : index
              %1337 = arith.addi %1336, %1335 : index
              %1338 = memref.load %scratch4[%1337] : memref<48xf64>
              %1339 = arith.addi %1176, %1275 : index
              memref.store %1338, %v8_top[%1339] : memref<?xf64>
              %1340 = arith.constant 13 : index
              %1341 = arith.constant 16 : index
              %1342 = arith.addi %1341, %1340 : index
              %1343 = memref.load %scratch4[%1342] : memref<48xf64>
              %1344 = arith.addi %1182, %1275 : index
              memref.store %1343, %v8_top[%1344] : memref<?xf64>
              %1345 = arith.constant 14 : index
              %1346 = arith.constant 16 : index
              %1347 = arith.addi %1346, %1345 : index
              %1348 = memref.load %scratch4[%1347] : memref<48xf64>
              %1349 = arith.addi %1188, %1275 : index
              memref.store %1348, %v8_top[%1349] : memref<?xf64>
              %1350 = arith.constant 15 : index
              %1351 = arith.constant 16 : index
              %1352 = arith.addi %1351, %1350 : index
              %1353 = memref.load %scratch4[%1352] : memref<48xf64>
              %1354 = arith.addi %1194, %1275 : index
              memref.store %1353, %v8_top[%1354] : memref<?xf64>
              %1355 = arith.constant 2 : index
              %1356 = arith.constant 0 : index
              %1357 = arith.constant 16 : index
              %1358 = arith.muli %1355, %1357 : index
              %1359 = memref.load %scratch4[%1358] : memref<48xf64>
              %1360 = arith.addi %1104, %1355 : index
              memref.store %1359, %v8_top[%1360] : memref<?xf64>
              %1361 = arith.constant 1 : index
              %1362 = arith.constant 16 : index
              %1363 = arith.muli %1355, %1362 : index
              %1364 = arith.addi %1363, %1361 : index
              %1365 = memref.load %scratch4[%1364] : memref<48xf64>
              %1366 = arith.addi %1110, %1355 : index
              memref.store %1365, %v8_top[%1366] : memref<?xf64>
              %1367 = arith.constant 2 : index
              %1368 = arith.constant 16 : index
              %1369 = arith.muli %1355, %1368 : index
              %1370 = arith.addi %1369, %1367 : index
              %1371 = memref.load %scratch4[%1370] : memref<48xf64>
              %1372 = arith.addi %1116, %1355 : index
              memref.store %1371, %v8_top[%1372] : memref<?xf64>
              %1373 = arith.constant 3 : index
              %1374 = arith.constant 16 : index
              %1375 = arith.muli %1355, %1374 : index
              %1376 = arith.addi %1375, %1373 : index
              %1377 = memref.load %scratch4[%1376] : memref<48xf64>
              %1378 = arith.addi %1122, %1355 : index
              memref.store %1377, %v8_top[%1378] : memref<?xf64>
              %1379 = arith.constant 4 : index
              %1380 = arith.constant 16 : index
              %1381 = arith.muli %1355, %1380 : index
              %1382 = arith.addi %1381, %1379 : index
              %1383 = memref.load %scratch4[%1382] : memref<48xf64>
              %1384 = arith.addi %1128, %1355 : index
              memref.store %1383, %v8_top[%1384] : memref<?xf64>
              %1385 = arith.constant 5 : index
              %1386 = arith.constant 16 : index
              %1387 = arith.muli %1355, %1386 : index
              %1388 = arith.addi %1387, %1385 : index
              %1389 = memref.load %scratch4[%1388] : memref<48xf64>
              %1390 = arith.addi %1134, %1355 : index
              memref.store %1389, %v8_top[%1390] : memref<?xf64>
              %1391 = arith.constant 6 : index
              %1392 = arith.constant 16 : index
              %1393 = arith.muli %1355, %1392 : index
              %1394 = arith.addi %1393, %1391 : index
              %1395 = memref.load %scratch4[%1394] : memref<48xf64>
              %1396 = arith.addi %1140, %1355 : index
              memref.store %1395, %v8_top[%1396] : memref<?xf64>
              %1397 = arith.constant 7 : index
              %1398 = arith.constant 16 : index
              %1399 = arith.muli %1355, %1398 : index
              %1400 = arith.addi %1399, %1397 : index
              %1401 = memref.load %scratch4[%1400] : memref<48xf64>
              %1402 = arith.addi %1146, %1355 : index
              memref.store %1401, %v8_top[%1402] : memref<?xf64>
              %1403 = arith.constant 8 : index
              %1404 = arith.constant 16 : index
              %1405 = arith.muli %1355, %1404 : index
              %1406 = arith.addi %1405, %1403 : index
              %1407 = memref.load %scratch4[%1406] : memref<48xf64>
              %1408 = arith.addi %1152, %1355 : index
              memref.store %1407, %v8_top[%1408] : memref<?xf64>
              %1409 = arith.constant 9 : index
              %1410 = arith.constant 16 : index
              %1411 = arith.muli %1355, %1410 : index
              %1412 = arith.addi %1411, %1409 : index
              %1413 = memref.load %scratch4[%1412] : memref<48xf64>
              %1414 = arith.addi %1158, %1355 : index
              memref.store %1413, %v8_top[%1414] : memref<?xf64>
              %1415 = arith.constant 10 : index
              %1416 = arith.constant 16 : index
              %1417 = arith.muli %1355, %1416 : index
              %1418 = arith.addi %1417, %1415 : index
              %1419 = memref.load %scratch4[%1418] : memref<48xf64>
              %1420 = arith.addi %1164, %1355 : index
              memref.store %1419, %v8_top[%1420] : memref<?xf64>
              %1421 = arith.constant 11 : index
              %1422 = arith.constant 16 : index
              %1423 = arith.muli %1355, %1422 : index
              %1424 = arith.addi %1423, %1421 : index
              %1425 = memref.load %scratch4[%1424] : memref<48xf64>
              %1426 = arith.addi %1170, %1355 : index
              memref.store %1425, %v8_top[%1426] : memref<?xf64>
              %1427 = arith.constant 12 : index
              %1428 = arith.constant 16 : index
              %1429 = arith.muli %1355, %1428 : index
              %1430 = arith.addi %1429, %1427 : index
              %1431 = memref.load %scratch4[%1430] : memref<48xf64>
              %1432 = arith.addi %1176, %1355 : index
              memref.store %1431, %v8_top[%1432] : memref<?xf64>
              %1433 = arith.constant 13 : index
              %1434 = arith.constant 16 : index
              %1435 = arith.muli %1355, %1434 : index
              %1436 = arith.addi %1435, %1433 : index
              %1437 = memref.load %scratch4[%1436] : memref<48xf64>
              %1438 = arith.addi %1182, %1355 : index
              memref.store %1437, %v8_top[%1438] : memref<?xf64>
              %1439 = arith.constant 14 : index
              %1440 = arith.constant 16 : index
              %1441 = arith.muli %1355, %1440 : index
              %1442 = arith.addi %1441, %1439 : index
              %1443 = memref.load %scratch4[%1442] : memref<48xf64>
              %1444 = arith.addi %1188, %1355 : index
              memref.store %1443, %v8_top[%1444] : memref<?xf64>
              %1445 = arith.constant 15 : index
              %1446 = arith.constant 16 : index
              %1447 = arith.muli %1355, %1446 : index
              %1448 = arith.addi %1447, %1445 : index
              %1449 = memref.load %scratch4[%1448] : memref<48xf64>
              %1450 = arith.addi %1194, %1355 : index
              memref.store %1449, %v8_top[%1450] : memref<?xf64>
            }
            %1451 = arith.constant 0 : index
            %1452 = arith.constant 1 : index
            scf.for %1453 = %1451 to %251 step %1452 {
              %1454 = memref.load %scratch2[%1453] : memref<16xindex>
              %1455 = arith.constant 7 : i32
              memref.store %1455, %pc[%1454] : memref<?xi32>
            }
          }
          %1456 = arith.select %263, %241, %251 : index
          scf.yield %1456, %254 : index, i64
        }
        %1457 = arith.constant 1 : index
        %1458 = scf.for %1459 = %lo to %hi step %1457 iter_args(%1460 = %halt) -> (i32) {
          %1461 = memref.load %pc[%1459] : memref<?xi32>
          %1462 = arith.minsi %1460, %1461 : i32
          scf.yield %1462 : i32
        }
        %1463 = arith.subi %hi, %lo : index
        %1464 = arith.index_cast %1463 : index to i64
        %1465 = arith.constant 1 : i64
        %1466 = arith.constant 18 : index
        %1467 = memref.atomic_rmw addi %1465, %stats[%1466] : (i64, memref<?xi64>) -> i64
        %1468 = arith.constant 19 : index
        %1469 = memref.atomic_rmw addi %1464, %stats[%1468] : (i64, memref<?xi64>) -> i64
        %1470 = arith.constant 20 : index
        %1471 = memref.atomic_rmw addi %244#1, %stats[%1470] : (i64, memref<?xi64>) -> i64
        scf.yield %1458 : i32
      }
      case 7 {
        %1472 = arith.constant 0 : i64
        %1478 = arith.constant 1 : index
        %1473, %1474 = scf.for %1475 = %lo to %hi step %1478 iter_args(%1476 = %halt, %1477 = %1472) -> (i32, i64) {
          %1479 = memref.load %pc[%1475] : memref<?xi32>
          %1480 = arith.constant 7 : i32
          %1481 = arith.cmpi eq, %1479, %1480 : i32
          scf.if %1481 {
            %1482 = arith.constant 0 : index
            %1483 = arith.constant 3 : index
            %1484 = arith.muli %1475, %1483 : index
            %1485 = arith.constant 0x0000000000000000 : f64
            %1486 = arith.constant 0 : index
            %1487 = arith.constant 3 : index
            %1488 = arith.constant 1 : index
            %1489 = scf.for %1490 = %1486 to %1487 step %1488 iter_args(%1491 = %1485) -> (f64) {
              %1492 = arith.addi %1484, %1490 : index
              %1493 = memref.load %v8_top[%1492] : memref<?xf64>
              %1494 = arith.addf %1491, %1493 : f64
              scf.yield %1494 : f64
            }
            %1495 = arith.constant 0 : index
            %1496 = arith.constant 3 : index
            %1497 = arith.muli %1475, %1496 : index
            %1498 = arith.constant 0 : index
            %1499 = arith.constant 3 : index
            %1500 = arith.muli %1475, %1499 : index
            %1501 = arith.constant 0 : index
            %1502 = arith.constant 3 : index
            %1503 = arith.constant 1 : index
            scf.for %1504 = %1501 to %1502 step %1503 {
              %1505 = arith.addi %1497, %1504 : index
              %1506 = memref.load %v6_top[%1505] : memref<?xf64>
              %1507 = arith.addf %1506, %1489 : f64
              %1508 = arith.addi %1500, %1504 : index
              memref.store %1507, %v7_top[%1508] : memref<?xf64>
            }
            %1509 = memref.load %pc_sp[%1475] : memref<?xi32>
            %1510 = arith.constant 0 : i32
            %1511 = arith.cmpi sgt, %1509, %1510 : i32
            scf.if %1511 {
              %1512 = arith.constant 1 : i32
              %1513 = arith.subi %1509, %1512 : i32
              %1514 = arith.constant 0 : index
              %1515 = arith.index_cast %1513 : i32 to index
              %1516 = arith.muli %1515, %z : index
              %1517 = arith.addi %1516, %1475 : index
              %1518 = memref.load %pc_stack[%1517] : memref<?xi32>
              memref.store %1513, %pc_sp[%1475] : memref<?xi32>
              memref.store %1518, %pc[%1475] : memref<?xi32>
            } else {
              %1519 = arith.constant 15 : i32
              memref.store %1519, %pc[%1475] : memref<?xi32>
            }
          }
          %1520 = memref.load %pc[%1475] : memref<?xi32>
          %1521 = arith.minsi %1476, %1520 : i32
          %1522 = arith.extui %1481 : i1 to i64
          %1523 = arith.addi %1477, %1522 : i64
          scf.yield %1521, %1523 : i32, i64
        }
        %1524 = arith.subi %hi, %lo : index
        %1525 = arith.index_cast %1524 : index to i64
        %1526 = arith.constant 1 : i64
        %1527 = arith.constant 21 : index
        %1528 = memref.atomic_rmw addi %1526, %stats[%1527] : (i64, memref<?xi64>) -> i64
        %1529 = arith.constant 22 : index
        %1530 = memref.atomic_rmw addi %1525, %stats[%1529] : (i64, memref<?xi64>) -> i64
        %1531 = arith.constant 23 : index
        %1532 = memref.atomic_rmw addi %1474, %stats[%1531] : (i64, memref<?xi64>) -> i64
        scf.yield %1473 : i32
      }
      case 8 {
        %1533 = arith.constant 0 : i64
        %1539 = arith.constant 1 : index
        %1534, %1535 = scf.for %1536 = %lo to %hi step %1539 iter_args(%1537 = %halt, %1538 = %1533) -> (i32, i64) {
          %1540 = memref.load %pc[%1536] : memref<?xi32>
          %1541 = arith.constant 8 : i32
          %1542 = arith.cmpi eq, %1540, %1541 : i32
          scf.if %1542 {
            %1543 = arith.constant 0 : index
            %1544 = arith.constant 0 : index
            %1545 = memref.load %v10_top[%1536] : memref<?xi64>
            %1546 = arith.constant 0 : i64
            %1547 = arith.cmpi sle, %1545, %1546 : i64
            %1548 = arith.constant 9 : i32
            %1549 = arith.constant 11 : i32
            %1550 = arith.select %1547, %1548, %1549 : i32
            memref.store %1550, %pc[%1536] : memref<?xi32>
          }
          %1551 = memref.load %pc[%1536] : memref<?xi32>
          %1552 = arith.minsi %1537, %1551 : i32
          %1553 = arith.extui %1542 : i1 to i64
          %1554 = arith.addi %1538, %1553 : i64
          scf.yield %1552, %1554 : i32, i64
        }
        %1555 = arith.subi %hi, %lo : index
        %1556 = arith.index_cast %1555 : index to i64
        %1557 = arith.constant 1 : i64
        %1558 = arith.constant 24 : index
        %1559 = memref.atomic_rmw addi %1557, %stats[%1558] : (i64, memref<?xi64>) -> i64
        %1560 = arith.constant 25 : index
        %1561 = memref.atomic_rmw addi %1556, %stats[%1560] : (i64, memref<?xi64>) -> i64
        %1562 = arith.constant 26 : index
        %1563 = memref.atomic_rmw addi %1535, %stats[%1562] : (i64, memref<?xi64>) -> i64
        scf.yield %1534 : i32
      }
      case 9 {
        %1564 = arith.constant 0 : i64
        %1570 = arith.constant 1 : index
        %1565, %1566 = scf.for %1567 = %lo to %hi step %1570 iter_args(%1568 = %halt, %1569 = %1564) -> (i32, i64) {
          %1571 = memref.load %pc[%1567] : memref<?xi32>
          %1572 = arith.constant 9 : i32
          %1573 = arith.cmpi eq, %1571, %1572 : i32
          scf.if %1573 {
            %1574 = arith.constant 0 : index
            %1575 = arith.constant 3 : index
            %1576 = arith.muli %1567, %1575 : index
            %1577 = arith.constant 0 : index
            %1578 = arith.constant 3 : index
            %1579 = arith.muli %1567, %1578 : index
            %1580 = arith.constant 0 : index
            %1581 = arith.constant 3 : index
            %1582 = arith.constant 1 : index
            scf.for %1583 = %1580 to %1581 step %1582 {
              %1584 = arith.addi %1576, %1583 : index
              %1585 = memref.load %v11_top[%1584] : memref<?xf64>
              %1586 = arith.addi %1579, %1583 : index
              memref.store %1585, %v6_top[%1586] : memref<?xf64>
            }
            %1587 = memref.load %pc_sp[%1567] : memref<?xi32>
            %1588 = arith.constant 128 : i32
            %1589 = arith.cmpi sge, %1587, %1588 : i32
            scf.if %1589 {
              %1590 = arith.constant 1 : i32
              memref.store %1590, %status[%1567] : memref<?xi32>
              %1591 = arith.constant 15 : i32
              memref.store %1591, %pc[%1567] : memref<?xi32>
            } else {
              %1592 = arith.constant 0 : index
              %1593 = arith.index_cast %1587 : i32 to index
              %1594 = arith.muli %1593, %z : index
              %1595 = arith.addi %1594, %1567 : index
              %1596 = arith.constant 10 : i32
              memref.store %1596, %pc_stack[%1595] : memref<?xi32>
              %1597 = arith.constant 1 : i32
              %1598 = arith.addi %1587, %1597 : i32
              memref.store %1598, %pc_sp[%1567] : memref<?xi32>
              %1599 = arith.constant 6 : i32
              memref.store %1599, %pc[%1567] : memref<?xi32>
            }
          }
          %1600 = memref.load %pc[%1567] : memref<?xi32>
          %1601 = arith.minsi %1568, %1600 : i32
          %1602 = arith.extui %1573 : i1 to i64
          %1603 = arith.addi %1569, %1602 : i64
          scf.yield %1601, %1603 : i32, i64
        }
        %1604 = arith.subi %hi, %lo : index
        %1605 = arith.index_cast %1604 : index to i64
        %1606 = arith.constant 1 : i64
        %1607 = arith.constant 27 : index
        %1608 = memref.atomic_rmw addi %1606, %stats[%1607] : (i64, memref<?xi64>) -> i64
        %1609 = arith.constant 28 : index
        %1610 = memref.atomic_rmw addi %1605, %stats[%1609] : (i64, memref<?xi64>) -> i64
        %1611 = arith.constant 29 : index
        %1612 = memref.atomic_rmw addi %1566, %stats[%1611] : (i64, memref<?xi64>) -> i64
        scf.yield %1565 : i32
      }
      case 10 {
        %1613 = arith.constant 0 : i64
        %1619 = arith.constant 1 : index
        %1614, %1615 = scf.for %1616 = %lo to %hi step %1619 iter_args(%1617 = %halt, %1618 = %1613) -> (i32, i64) {
          %1620 = memref.load %pc[%1616] : memref<?xi32>
          %1621 = arith.constant 10 : i32
          %1622 = arith.cmpi eq, %1620, %1621 : i32
          scf.if %1622 {
            %1623 = arith.constant 0 : index
            %1624 = arith.constant 3 : index
            %1625 = arith.muli %1616, %1624 : index
            %1626 = arith.constant 0 : index
            %1627 = arith.constant 3 : index
            %1628 = arith.muli %1616, %1627 : index
            %1629 = arith.constant 0 : index
            %1630 = arith.constant 3 : index
            %1631 = arith.constant 1 : index
            scf.for %1632 = %1629 to %1630 step %1631 {
              %1633 = arith.addi %1625, %1632 : index
              %1634 = memref.load %v7_top[%1633] : memref<?xf64>
              %1635 = arith.addi %1628, %1632 : index
              memref.store %1634, %v12_top[%1635] : memref<?xf64>
            }
            %1636 = memref.load %pc_sp[%1616] : memref<?xi32>
            %1637 = arith.constant 0 : i32
            %1638 = arith.cmpi sgt, %1636, %1637 : i32
            scf.if %1638 {
              %1639 = arith.constant 1 : i32
              %1640 = arith.subi %1636, %1639 : i32
              %1641 = arith.constant 0 : index
              %1642 = arith.index_cast %1640 : i32 to index
              %1643 = arith.muli %1642, %z : index
              %1644 = arith.addi %1643, %1616 : index
              %1645 = memref.load %pc_stack[%1644] : memref<?xi32>
              memref.store %1640, %pc_sp[%1616] : memref<?xi32>
              memref.store %1645, %pc[%1616] : memref<?xi32>
            } else {
              %1646 = arith.constant 15 : i32
              memref.store %1646, %pc[%1616] : memref<?xi32>
            }
          }
          %1647 = memref.load %pc[%1616] : memref<?xi32>
          %1648 = arith.minsi %1617, %1647 : i32
          %1649 = arith.extui %1622 : i1 to i64
          %1650 = arith.addi %1618, %1649 : i64
          scf.yield %1648, %1650 : i32, i64
        }
        %1651 = arith.subi %hi, %lo : index
        %1652 = arith.index_cast %1651 : index to i64
        %1653 = arith.constant 1 : i64
        %1654 = arith.constant 30 : index
        %1655 = memref.atomic_rmw addi %1653, %stats[%1654] : (i64, memref<?xi64>) -> i64
        %1656 = arith.constant 31 : index
        %1657 = memref.atomic_rmw addi %1652, %stats[%1656] : (i64, memref<?xi64>) -> i64
        %1658 = arith.constant 32 : index
        %1659 = memref.atomic_rmw addi %1615, %stats[%1658] : (i64, memref<?xi64>) -> i64
        scf.yield %1614 : i32
      }
      case 11 {
        %1660 = arith.constant 0 : i64
        %1666 = arith.constant 1 : index
        %1661, %1662 = scf.for %1663 = %lo to %hi step %1666 iter_args(%1664 = %halt, %1665 = %1660) -> (i32, i64) {
          %1667 = memref.load %pc[%1663] : memref<?xi32>
          %1668 = arith.constant 11 : i32
          %1669 = arith.cmpi eq, %1667, %1668 : i32
          scf.if %1669 {
            %1670 = arith.constant 0 : index
            %1671 = arith.constant 0 : index
            %1672 = memref.load %v10_top[%1663] : memref<?xi64>
            %1673 = arith.constant 1 : i64
            %1674 = arith.subi %1672, %1673 : i64
            %1675 = arith.constant 0 : index
            %1676 = arith.constant 0 : index
            memref.store %1674, %v14_top[%1663] : memref<?xi64>
            %1677 = arith.constant 1 : i64
            %1678 = arith.subi %1672, %1677 : i64
            %1679 = arith.constant 0 : index
            %1680 = arith.constant 3 : index
            %1681 = arith.muli %1663, %1680 : index
            %1682 = arith.constant 0 : index
            %1683 = arith.constant 0 : index
            %1684 = arith.constant 3 : index
            %1685 = arith.constant 1 : index
            scf.for %1686 = %1683 to %1684 step %1685 {
              %1687 = arith.addi %1681, %1686 : index
              %1688 = memref.load %v11_top[%1687] : memref<?xf64>
              memref.store %1688, %scratch1[%1686] : memref<3xf64>
            }
            %1689 = memref.load %v14_sp[%1663] : memref<?xi32>
            %1690 = arith.constant 128 : i32
            %1691 = arith.cmpi sge, %1689, %1690 : i32
            scf.if %1691 {
              %1692 = arith.constant 1 : i32
              memref.store %1692, %status[%1663] : memref<?xi32>
              %1693 = arith.constant 15 : i32
              memref.store %1693, %pc[%1663] : memref<?xi32>
            } else {
              %1694 = arith.index_cast %1689 : i32 to index
              %1695 = arith.constant 0 : index
              %1696 = memref.load %v14_top[%1663] : memref<?xi64>
              %1697 = arith.muli %1694, %z : index
              %1698 = arith.addi %1697, %1663 : index
              memref.store %1696, %v14_stack[%1698] : memref<?xi64>
              %1699 = arith.constant 1 : i32
              %1700 = arith.addi %1689, %1699 : i32
              memref.store %1700, %v14_sp[%1663] : memref<?xi32>
              %1701 = arith.constant 0 : index
              %1702 = arith.constant 0 : index
              memref.store %1674, %v14_top[%1663] : memref<?xi64>
              %1703 = arith.constant 0 : index
              %1704 = arith.constant 0 : index
              memref.store %1678, %v10_top[%1663] : memref<?xi64>
              %1705 = arith.constant 0 : index
              %1706 = arith.constant 0 : index
              %1707 = arith.constant 3 : index
              %1708 = arith.muli %1663, %1707 : index
              %1709 = arith.constant 0 : index
              %1710 = arith.constant 3 : index
              %1711 = arith.constant 1 : index
              scf.for %1712 = %1709 to %1710 step %1711 {
                %1713 = memref.load %scratch1[%1712] : memref<3xf64>
                %1714 = arith.addi %1708, %1712 : index
                memref.store %1713, %v11_top[%1714] : memref<?xf64>
              }
              %1715 = memref.load %pc_sp[%1663] : memref<?xi32>
              %1716 = arith.constant 128 : i32
              %1717 = arith.cmpi sge, %1715, %1716 : i32
              scf.if %1717 {
                %1718 = arith.constant 1 : i32
                memref.store %1718, %status[%1663] : memref<?xi32>
                %1719 = arith.constant 15 : i32
                memref.store %1719, %pc[%1663] : memref<?xi32>
              } else {
                %1720 = arith.constant 0 : index
                %1721 = arith.index_cast %1715 : i32 to index
                %1722 = arith.muli %1721, %z : index
                %1723 = arith.addi %1722, %1663 : index
                %1724 = arith.constant 12 : i32
                memref.store %1724, %pc_stack[%1723] : memref<?xi32>
                %1725 = arith.constant 1 : i32
                %1726 = arith.addi %1715, %1725 : i32
                memref.store %1726, %pc_sp[%1663] : memref<?xi32>
                %1727 = arith.constant 8 : i32
                memref.store %1727, %pc[%1663] : memref<?xi32>
              }
            }
          }
          %1728 = memref.load %pc[%1663] : memref<?xi32>
          %1729 = arith.minsi %1664, %1728 : i32
          %1730 = arith.extui %1669 : i1 to i64
          %1731 = arith.addi %1665, %1730 : i64
          scf.yield %1729, %1731 : i32, i64
        }
        %1732 = arith.subi %hi, %lo : index
        %1733 = arith.index_cast %1732 : index to i64
        %1734 = arith.constant 1 : i64
        %1735 = arith.constant 33 : index
        %1736 = memref.atomic_rmw addi %1734, %stats[%1735] : (i64, memref<?xi64>) -> i64
        %1737 = arith.constant 34 : index
        %1738 = memref.atomic_rmw addi %1733, %stats[%1737] : (i64, memref<?xi64>) -> i64
        %1739 = arith.constant 35 : index
        %1740 = memref.atomic_rmw addi %1662, %stats[%1739] : (i64, memref<?xi64>) -> i64
        scf.yield %1661 : i32
      }
      case 12 {
        %1741 = arith.constant 0 : i64
        %1747 = arith.constant 1 : index
        %1742, %1743 = scf.for %1744 = %lo to %hi step %1747 iter_args(%1745 = %halt, %1746 = %1741) -> (i32, i64) {
          %1748 = memref.load %pc[%1744] : memref<?xi32>
          %1749 = arith.constant 12 : i32
          %1750 = arith.cmpi eq, %1748, %1749 : i32
          scf.if %1750 {
            %1751 = arith.constant 0 : index
            %1752 = arith.constant 3 : index
            %1753 = arith.muli %1744, %1752 : index
            %1754 = arith.constant 0 : index
            %1755 = arith.constant 3 : index
            %1756 = arith.muli %1744, %1755 : index
            %1757 = arith.constant 0 : index
            %1758 = arith.constant 3 : index
            %1759 = arith.constant 1 : index
            scf.for %1760 = %1757 to %1758 step %1759 {
              %1761 = arith.addi %1753, %1760 : index
              %1762 = memref.load %v12_top[%1761] : memref<?xf64>
              %1763 = arith.addi %1756, %1760 : index
              memref.store %1762, %v16_top[%1763] : memref<?xf64>
            }
            %1764 = memref.load %v14_sp[%1744] : memref<?xi32>
            %1765 = arith.constant 0 : i32
            %1766 = arith.cmpi sgt, %1764, %1765 : i32
            scf.if %1766 {
              %1767 = arith.constant 1 : i32
              %1768 = arith.subi %1764, %1767 : i32
              %1769 = arith.index_cast %1768 : i32 to index
              %1770 = arith.constant 0 : index
              %1771 = arith.muli %1769, %z : index
              %1772 = arith.addi %1771, %1744 : index
              %1773 = memref.load %v14_stack[%1772] : memref<?xi64>
              memref.store %1773, %v14_top[%1744] : memref<?xi64>
              memref.store %1768, %v14_sp[%1744] : memref<?xi32>
            }
            %1774 = arith.constant 0 : index
            %1775 = arith.constant 3 : index
            %1776 = arith.muli %1744, %1775 : index
            %1777 = arith.constant 0x3FF0000000000000 : f64
            %1778 = arith.constant 0 : index
            %1779 = arith.constant 0 : index
            %1780 = arith.constant 3 : index
            %1781 = arith.constant 1 : index
            scf.for %1782 = %1779 to %1780 step %1781 {
              %1783 = arith.addi %1776, %1782 : index
              %1784 = memref.load %v16_top[%1783] : memref<?xf64>
              %1785 = arith.addf %1784, %1777 : f64
              memref.store %1785, %scratch0[%1782] : memref<3xf64>
            }
            %1786 = arith.constant 0 : index
            %1787 = arith.constant 0 : index
            %1788 = memref.load %v14_top[%1744] : memref<?xi64>
            %1789 = arith.constant 0 : index
            %1790 = arith.constant 0 : index
            memref.store %1788, %v10_top[%1744] : memref<?xi64>
            %1791 = arith.constant 0 : index
            %1792 = arith.constant 0 : index
            %1793 = arith.constant 3 : index
            %1794 = arith.muli %1744, %1793 : index
            %1795 = arith.constant 0 : index
            %1796 = arith.constant 3 : index
            %1797 = arith.constant 1 : index
            scf.for %1798 = %1795 to %1796 step %1797 {
              %1799 = memref.load %scratch0[%1798] : memref<3xf64>
              %1800 = arith.addi %1794, %1798 : index
              memref.store %1799, %v11_top[%1800] : memref<?xf64>
            }
            %1801 = memref.load %pc_sp[%1744] : memref<?xi32>
            %1802 = arith.constant 128 : i32
            %1803 = arith.cmpi sge, %1801, %1802 : i32
            scf.if %1803 {
              %1804 = arith.constant 1 : i32
              memref.store %1804, %status[%1744] : memref<?xi32>
              %1805 = arith.constant 15 : i32
              memref.store %1805, %pc[%1744] : memref<?xi32>
            } else {
              %1806 = arith.constant 0 : index
              %1807 = arith.index_cast %1801 : i32 to index
              %1808 = arith.muli %1807, %z : index
              %1809 = arith.addi %1808, %1744 : index
              %1810 = arith.constant 13 : i32
              memref.store %1810, %pc_stack[%1809] : memref<?xi32>
              %1811 = arith.constant 1 : i32
              %1812 = arith.addi %1801, %1811 : i32
              memref.store %1812, %pc_sp[%1744] : memref<?xi32>
              %1813 = arith.constant 8 : i32
              memref.store %1813, %pc[%1744] : memref<?xi32>
            }
          }
          %1814 = memref.load %pc[%1744] : memref<?xi32>
          %1815 = arith.minsi %1745, %1814 : i32
          %1816 = arith.extui %1750 : i1 to i64
          %1817 = arith.addi %1746, %1816 : i64
          scf.yield %1815, %1817 : i32, i64
        }
        %1818 = arith.subi %hi, %lo : index
        %1819 = arith.index_cast %1818 : index to i64
        %1820 = arith.constant 1 : i64
        %1821 = arith.constant 36 : index
        %1822 = memref.atomic_rmw addi %1820, %stats[%1821] : (i64, memref<?xi64>) -> i64
        %1823 = arith.constant 37 : index
        %1824 = memref.atomic_rmw addi %1819, %stats[%1823] : (i64, memref<?xi64>) -> i64
        %1825 = arith.constant 38 : index
        %1826 = memref.atomic_rmw addi %1743, %stats[%1825] : (i64, memref<?xi64>) -> i64
        scf.yield %1742 : i32
      }
      case 13 {
        %1827 = arith.constant 0 : i64
        %1833 = arith.constant 1 : index
        %1828, %1829 = scf.for %1830 = %lo to %hi step %1833 iter_args(%1831 = %halt, %1832 = %1827) -> (i32, i64) {
          %1834 = memref.load %pc[%1830] : memref<?xi32>
          %1835 = arith.constant 13 : i32
          %1836 = arith.cmpi eq, %1834, %1835 : i32
          scf.if %1836 {
            %1837 = arith.constant 0 : index
            %1838 = arith.constant 3 : index
            %1839 = arith.muli %1830, %1838 : index
            %1840 = arith.constant 0 : index
            %1841 = arith.constant 3 : index
            %1842 = arith.muli %1830, %1841 : index
            %1843 = arith.constant 0 : index
            %1844 = arith.constant 3 : index
            %1845 = arith.muli %1830, %1844 : index
            %1846 = arith.constant 0x3FF0000000000000 : f64
            %1847 = arith.constant 0 : index
            %1848 = arith.constant 3 : index
            %1849 = arith.muli %1830, %1848 : index
            %1850 = arith.constant 0 : index
            %1851 = arith.constant 3 : index
            %1852 = arith.constant 1 : index
            scf.for %1853 = %1850 to %1851 step %1852 {
              %1854 = arith.addi %1839, %1853 : index
              %1855 = memref.load %v12_top[%1854] : memref<?xf64>
              %1856 = arith.addi %1842, %1853 : index
              memref.store %1855, %v18_top[%1856] : memref<?xf64>
              %1857 = arith.addf %1855, %1846 : f64
              %1858 = arith.addi %1849, %1853 : index
              memref.store %1857, %v12_top[%1858] : memref<?xf64>
            }
            %1859 = memref.load %pc_sp[%1830] : memref<?xi32>
            %1860 = arith.constant 0 : i32
            %1861 = arith.cmpi sgt, %1859, %1860 : i32
            scf.if %1861 {
              %1862 = arith.constant 1 : i32
              %1863 = arith.subi %1859, %1862 : i32
              %1864 = arith.constant 0 : index
              %1865 = arith.index_cast %1863 : i32 to index
              %1866 = arith.muli %1865, %z : index
              %1867 = arith.addi %1866, %1830 : index
              %1868 = memref.load %pc_stack[%1867] : memref<?xi32>
              memref.store %1863, %pc_sp[%1830] : memref<?xi32>
              memref.store %1868, %pc[%1830] : memref<?xi32>
            } else {
              %1869 = arith.constant 15 : i32
              memref.store %1869, %pc[%1830] : memref<?xi32>
            }
          }
          %1870 = memref.load %pc[%1830] : memref<?xi32>
          %1871 = arith.minsi %1831, %1870 : i32
          %1872 = arith.extui %1836 : i1 to i64
          %1873 = arith.addi %1832, %1872 : i64
          scf.yield %1871, %1873 : i32, i64
        }
        %1874 = arith.subi %hi, %lo : index
        %1875 = arith.index_cast %1874 : index to i64
        %1876 = arith.constant 1 : i64
        %1877 = arith.constant 39 : index
        %1878 = memref.atomic_rmw addi %1876, %stats[%1877] : (i64, memref<?xi64>) -> i64
        %1879 = arith.constant 40 : index
        %1880 = memref.atomic_rmw addi %1875, %stats[%1879] : (i64, memref<?xi64>) -> i64
        %1881 = arith.constant 41 : index
        %1882 = memref.atomic_rmw addi %1829, %stats[%1881] : (i64, memref<?xi64>) -> i64
        scf.yield %1828 : i32
      }
      case 14 {
        %1883 = arith.constant 0 : i64
        %1889 = arith.constant 1 : index
        %1884, %1885 = scf.for %1886 = %lo to %hi step %1889 iter_args(%1887 = %halt, %1888 = %1883) -> (i32, i64) {
          %1890 = memref.load %pc[%1886] : memref<?xi32>
          %1891 = arith.constant 14 : i32
          %1892 = arith.cmpi eq, %1890, %1891 : i32
          scf.if %1892 {
            %1893 = arith.constant 0 : index
            %1894 = arith.constant 0 : index
            %1895 = memref.load %v19_top[%1886] : memref<?xi64>
            %1896 = arith.constant 3 : i64
            %1897 = arith.constant 0 : i64
            %1898 = arith.constant 1 : i64
            %1899 = arith.constant -1 : i64
            %1900 = arith.constant -9223372036854775808 : i64
            %1901 = arith.cmpi eq, %1896, %1897 : i64
            %1902 = arith.cmpi eq, %1895, %1900 : i64
            %1903 = arith.cmpi eq, %1896, %1899 : i64
            %1904 = arith.andi %1902, %1903 : i1
            %1905 = arith.ori %1901, %1904 : i1
            %1906 = arith.select %1905, %1898, %1896 : i64
            %1907 = arith.divsi %1895, %1906 : i64
            %1908 = arith.remsi %1895, %1906 : i64
            %1909 = arith.cmpi ne, %1908, %1897 : i64
            %1910 = arith.cmpi slt, %1908, %1897 : i64
            %1911 = arith.cmpi slt, %1906, %1897 : i64
            %1912 = arith.xori %1910, %1911 : i1
            %1913 = arith.andi %1909, %1912 : i1
            %1914 = arith.addi %1908, %1906 : i64
            %1915 = arith.select %1913, %1914, %1908 : i64
            scf.if %1901 {
              %1916 = arith.constant 2 : i32
              memref.store %1916, %status[%1886] : memref<?xi32>
              %1917 = arith.constant 15 : i32
              memref.store %1917, %pc[%1886] : memref<?xi32>
            } else {
              %1918 = arith.constant 0 : index
              %1919 = arith.constant 0 : index
              memref.store %1915, %v20_top[%1886] : memref<?xi64>
              %1920 = memref.load %pc_sp[%1886] : memref<?xi32>
              %1921 = arith.constant 0 : i32
              %1922 = arith.cmpi sgt, %1920, %1921 : i32
              scf.if %1922 {
                %1923 = arith.constant 1 : i32
                %1924 = arith.subi %1920, %1923 : i32
                %1925 = arith.constant 0 : index
                %1926 = arith.index_cast %1924 : i32 to index
                %1927 = arith.muli %1926, %z : index
                %1928 = arith.addi %1927, %1886 : index
                %1929 = memref.load %pc_stack[%1928] : memref<?xi32>
                memref.store %1924, %pc_sp[%1886] : memref<?xi32>
                memref.store %1929, %pc[%1886] : memref<?xi32>
              } else {
                %1930 = arith.constant 15 : i32
                memref.store %1930, %pc[%1886] : memref<?xi32>
              }
            }
          }
          %1931 = memref.load %pc[%1886] : memref<?xi32>
          %1932 = arith.minsi %1887, %1931 : i32
          %1933 = arith.extui %1892 : i1 to i64
          %1934 = arith.addi %1888, %1933 : i64
          scf.yield %1932, %1934 : i32, i64
        }
        %1935 = arith.subi %hi, %lo : index
        %1936 = arith.index_cast %1935 : index to i64
        %1937 = arith.constant 1 : i64
        %1938 = arith.constant 42 : index
        %1939 = memref.atomic_rmw addi %1937, %stats[%1938] : (i64, memref<?xi64>) -> i64
        %1940 = arith.constant 43 : index
        %1941 = memref.atomic_rmw addi %1936, %stats[%1940] : (i64, memref<?xi64>) -> i64
        %1942 = arith.constant 44 : index
        %1943 = memref.atomic_rmw addi %1885, %stats[%1942] : (i64, memref<?xi64>) -> i64
        scf.yield %1884 : i32
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
