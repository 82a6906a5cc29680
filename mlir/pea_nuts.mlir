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
            %264 = arith.constant 1 : index
            %265 = arith.subi %251, %264 : index
            %266 = arith.constant 0 : index
            %267 = arith.minui %266, %265 : index
            %268 = memref.load %scratch2[%267] : memref<16xindex>
            %269 = arith.constant 0 : index
            %270 = arith.constant 3 : index
            %271 = arith.muli %268, %270 : index
            %272 = arith.constant 1 : index
            %273 = arith.minui %272, %265 : index
            %274 = memref.load %scratch2[%273] : memref<16xindex>
            %275 = arith.constant 0 : index
            %276 = arith.constant 3 : index
            %277 = arith.muli %274, %276 : index
            %278 = arith.constant 2 : index
            %279 = arith.minui %278, %265 : index
            %280 = memref.load %scratch2[%279] : memref<16xindex>
            %281 = arith.constant 0 : index
            %282 = arith.constant 3 : index
            %283 = arith.muli %280, %282 : index
            %284 = arith.constant 3 : index
            %285 = arith.minui %284, %265 : index
            %286 = memref.load %scratch2[%285] : memref<16xindex>
            %287 = arith.constant 0 : index
            %288 = arith.constant 3 : index
            %289 = arith.muli %286, %288 : index
            %290 = arith.constant 4 : index
            %291 = arith.minui %290, %265 : index
            %292 = memref.load %scratch2[%291] : memref<16xindex>
            %293 = arith.constant 0 : index
            %294 = arith.constant 3 : index
            %295 = arith.muli %292, %294 : index
            %296 = arith.constant 5 : index
            %297 = arith.minui %296, %265 : index
            %298 = memref.load %scratch2[%297] : memref<16xindex>
            %299 = arith.constant 0 : index
            %300 = arith.constant 3 : index
            %301 = arith.muli %298, %300 : index
            %302 = arith.constant 6 : index
            %303 = arith.minui %302, %265 : index
            %304 = memref.load %scratch2[%303] : memref<16xindex>
            %305 = arith.constant 0 : index
            %306 = arith.constant 3 : index
            %307 = arith.muli %304, %306 : index
            %308 = arith.constant 7 : index
            %309 = arith.minui %308, %265 : index
            %310 = memref.load %scratch2[%309] : memref<16xindex>
            %311 = arith.constant 0 : index
            %312 = arith.constant 3 : index
            %313 = arith.muli %310, %312 : index
            %314 = arith.constant 8 : index
            %315 = arith.minui %314, %265 : index
            %316 = memref.load %scratch2[%315] : memref<16xindex>
            %317 = arith.constant 0 : index
            %318 = arith.constant 3 : index
            %319 = arith.muli %316, %318 : index
            %320 = arith.constant 9 : index
            %321 = arith.minui %320, %265 : index
            %322 = memref.load %scratch2[%321] : memref<16xindex>
            %323 = arith.constant 0 : index
            %324 = arith.constant 3 : index
            %325 = arith.muli %322, %324 : index
            %326 = arith.constant 10 : index
            %327 = arith.minui %326, %265 : index
            %328 = memref.load %scratch2[%327] : memref<16xindex>
            %329 = arith.constant 0 : index
            %330 = arith.constant 3 : index
            %331 = arith.muli %328, %330 : index
            %332 = arith.constant 11 : index
            %333 = arith.minui %332, %265 : index
            %334 = memref.load %scratch2[%333] : memref<16xindex>
            %335 = arith.constant 0 : index
            %336 = arith.constant 3 : index
            %337 = arith.muli %334, %336 : index
            %338 = arith.constant 12 : index
            %339 = arith.minui %338, %265 : index
            %340 = memref.load %scratch2[%339] : memref<16xindex>
            %341 = arith.constant 0 : index
            %342 = arith.constant 3 : index
            %343 = arith.muli %340, %342 : index
            %344 = arith.constant 13 : index
            %345 = arith.minui %344, %265 : index
            %346 = memref.load %scratch2[%345] : memref<16xindex>
            %347 = arith.constant 0 : index
            %348 = arith.constant 3 : index
            %349 = arith.muli %346, %348 : index
            %350 = arith.constant 14 : index
            %351 = arith.minui %350, %265 : index
            %352 = memref.load %scratch2[%351] : memref<16xindex>
            %353 = arith.constant 0 : index
            %354 = arith.constant 3 : index
            %355 = arith.muli %352, %354 : index
            %356 = arith.constant 15 : index
            %357 = arith.minui %356, %265 : index
            %358 = memref.load %scratch2[%357] : memref<16xindex>
            %359 = arith.constant 0 : index
            %360 = arith.constant 3 : index
            %361 = arith.muli %358, %360 : index
            %362 = arith.constant 0 : index
            %363 = memref.load %v6_top[%271] : memref<?xf64>
            %364 = arith.constant 0 : index
            %365 = arith.constant 16 : index
            %366 = arith.muli %362, %365 : index
            memref.store %363, %scratch3[%366] : memref<48xf64>
            %367 = memref.load %v6_top[%277] : memref<?xf64>
            %368 = arith.constant 1 : index
            %369 = arith.constant 16 : index
            %370 = arith.muli %362, %369 : index
            %371 = arith.addi %370, %368 : index
            memref.store %367, %scratch3[%371] : memref<48xf64>
            %372 = memref.load %v6_top[%283] : memref<?xf64>
            %373 = arith.constant 2 : index
            %374 = arith.constant 16 : index
            %375 = arith.muli %362, %374 : index
            %376 = arith.addi %375, %373 : index
            memref.store %372, %scratch3[%376] : memref<48xf64>
            %377 = memref.load %v6_top[%289] : memref<?xf64>
            %378 = arith.constant 3 : index
            %379 = arith.constant 16 : index
            %380 = arith.muli %362, %379 : index
            %381 = arith.addi %380, %378 : index
            memref.store %377, %scratch3[%381] : memref<48xf64>
            %382 = memref.load %v6_top[%295] : memref<?xf64>
            %383 = arith.constant 4 : index
            %384 = arith.constant 16 : index
            %385 = arith.muli %362, %384 : index
            %386 = arith.addi %385, %383 : index
            memref.store %382, %scratch3[%386] : memref<48xf64>
            %387 = memref.load %v6_top[%301] : memref<?xf64>
            %388 = arith.constant 5 : index
            %389 = arith.constant 16 : index
            %390 = arith.muli %362, %389 : index
            %391 = arith.addi %390, %388 : index
            memref.store %387, %scratch3[%391] : memref<48xf64>
            %392 = memref.load %v6_top[%307] : memref<?xf64>
            %393 = arith.constant 6 : index
            %394 = arith.constant 16 : index
            %395 = arith.muli %362, %394 : index
            %396 = arith.addi %395, %393 : index
            memref.store %392, %scratch3[%396] : memref<48xf64>
            %397 = memref.load %v6_top[%313] : memref<?xf64>
            %398 = arith.constant 7 : index
            %399 = arith.constant 16 : index
            %400 = arith.muli %362, %399 : index
            %401 = arith.addi %400, %398 : index
            memref.store %397, %scratch3[%401] : memref<48xf64>
            %402 = memref.load %v6_top[%319] : memref<?xf64>
            %403 = arith.constant 8 : index
            %404 = arith.constant 16 : index
            %405 = arith.muli %362, %404 : index
            %406 = arith.addi %405, %403 : index
            memref.store %402, %scratch3[%406] : memref<48xf64>
            %407 = memref.load %v6_top[%325] : memref<?xf64>
            %408 = arith.constant 9 : index
            %409 = arith.constant 16 : index
            %410 = arith.muli %362, %409 : index
            %411 = arith.addi %410, %408 : index
            memref.store %407, %scratch3[%411] : memref<48xf64>
            %412 = memref.load %v6_top[%331] : memref<?xf64>
            %413 = arith.constant 10 : index
            %414 = arith.constant 16 : index
            %415 = arith.muli %362, %414 : index
            %416 = arith.addi %415, %413 : index
            memref.store %412, %scratch3[%416] : memref<48xf64>
            %417 = memref.load %v6_top[%337] : memref<?xf64>
            %418 = arith.constant 11 : index
            %419 = arith.constant 16 : index
            %420 = arith.muli %362, %419 : index
            %421 = arith.addi %420, %418 : index
            memref.store %417, %scratch3[%421] : memref<48xf64>
            %422 = memref.load %v6_top[%343] : memref<?xf64>
            %423 = arith.constant 12 : index
            %424 = arith.constant 16 : index
            %425 = arith.muli %362, %424 : index
            %426 = arith.addi %425, %423 : index
            memref.store %422, %scratch3[%426] : memref<48xf64>
            %427 = memref.load %v6_top[%349] : memref<?xf64>
            %428 = arith.constant 13 : index
            %429 = arith.constant 16 : index
            %430 = arith.muli %362, %429 : index
            %431 = arith.addi %430, %428 : index
            memref.store %427, %scratch3[%431] : memref<48xf64>
            %432 = memref.load %v6_top[%355] : memref<?xf64>
            %433 = arith.constant 14 : index
            %434 = arith.constant 16 : index
            %435 = arith.muli %362, %434 : index
            %436 = arith.addi %435, %433 : index
            memref.store %432, %scratch3[%436] : memref<48xf64>
            %437 = memref.load %v6_top[%361] : memref<?xf64>
            %438 = arith.constant 15 : index
            %439 = arith.constant 16 : index
            %440 = arith.muli %362, %439 : index
            %441 = arith.addi %440, %438 : index
            memref.store %437, %scratch3[%441] : memref<48xf64>
            %442 = arith.constant 1 : index
            %443 = arith.addi %271, %442 : index
            %444 = memref.load %v6_top[%443] : memref<?xf64>
            %445 = arith.constant 0 : index
            %446 = arith.constant 16 : index
            memref.store %444, %scratch3[%446] : memref<48xf64>
            %447 = arith.addi %277, %442 : index
            %448 = memref.load %v6_top[%447] : memref<?xf64>
            %449 = arith.constant 1 : index
            %450 = arith.constant 16 : index
            %451 = arith.addi %450, %449 : index
            memref.store %448, %scratch3[%451] : memref<48xf64>
            %452 = arith.addi %283, %442 : index
            %453 = memref.load %v6_top[%452] : memref<?xf64>
            %454 = arith.constant 2 : index
            %455 = arith.constant 16 : index
            %456 = arith.addi %455, %454 : index
            memref.store %453, %scratch3[%456] : memref<48xf64>
            %457 = arith.addi %289, %442 : index
            %458 = memref.load %v6_top[%457] : memref<?xf64>
            %459 = arith.constant 3 : index
            %460 = arith.constant 16 : index
            %461 = arith.addi %460, %459 : index
            memref.store %458, %scratch3[%461] : memref<48xf64>
            %462 = arith.addi %295, %442 : index
            %463 = memref.load %v6_top[%462] : memref<?xf64>
            %464 = arith.constant 4 : index
            %465 = arith.constant 16 : index
            %466 = arith.addi %465, %464 : index
            memref.store %463, %scratch3[%466] : memref<48xf64>
            %467 = arith.addi %301, %442 : index
            %468 = memref.load %v6_top[%467] : memref<?xf64>
            %469 = arith.constant 5 : index
            %470 = arith.constant 16 : index
            %471 = arith.addi %470, %469 : index
            memref.store %468, %scratch3[%471] : memref<48xf64>
            %472 = arith.addi %307, %442 : index
            %473 = memref.load %v6_top[%472] : memref<?xf64>
            %474 = arith.constant 6 : index
            %475 = arith.constant 16 : index
            %476 = arith.addi %475, %474 : index
            memref.store %473, %scratch3[%476] : memref<48xf64>
            %477 = arith.addi %313, %442 : index
            %478 = memref.load %v6_top[%477] : memref<?xf64>
            %479 = arith.constant 7 : index
            %480 = arith.constant 16 : index
            %481 = arith.addi %480, %479 : index
            memref.store %478, %scratch3[%481] : memref<48xf64>
            %482 = arith.addi %319, %442 : index
            %483 = memref.load %v6_top[%482] : memref<?xf64>
            %484 = arith.constant 8 : index
            %485 = arith.constant 16 : index
            %486 = arith.addi %485, %484 : index
            memref.store %483, %scratch3[%486] : memref<48xf64>
            %487 = arith.addi %325, %442 : index
            %488 = memref.load %v6_top[%487] : memref<?xf64>
            %489 = arith.constant 9 : index
            %490 = arith.constant 16 : index
            %491 = arith.addi %490, %489 : index
            memref.store %488, %scratch3[%491] : memref<48xf64>
            %492 = arith.addi %331, %442 : index
            %493 = memref.load %v6_top[%492] : memref<?xf64>
            %494 = arith.constant 10 : index
            %495 = arith.constant 16 : index
            %496 = arith.addi %495, %494 : index
            memref.store %493, %scratch3[%496] : memref<48xf64>
            %497 = arith.addi %337, %442 : index
            %498 = memref.load %v6_top[%497] : memref<?xf64>
            %499 = arith.constant 11 : index
            %500 = arith.constant 16 : index
            %501 = arith.addi %500, %499 : index
            memref.store %498, %scratch3[%501] : memref<48xf64>
            %502 = arith.addi %343, %442 : index
            %503 = memref.load %v6_top[%502] : memref<?xf64>
            %504 = arith.constant 12 : index
            %505 = arith.constant 16 : index
            %506 = arith.addi %505, %504 : index
            memref.store %503, %scratch3[%506] : memref<48xf64>
            %507 = arith.addi %349, %442 : index
            %508 = memref.load %v6_top[%507] : memref<?xf64>
            %509 = arith.constant 13 : index
            %510 = arith.constant 16 : index
            %511 = arith.addi %510, %509 : index
            memref.store %508, %scratch3[%511] : memref<48xf64>
            %512 = arith.addi %355, %442 : index
            %513 = memref.load %v6_top[%512] : memref<?xf64>
            %514 = arith.constant 14 : index
            %515 = arith.constant 16 : index
            %516 = arith.addi %515, %514 : index
            memref.store %513, %scratch3[%516] : memref<48xf64>
            %517 = arith.addi %361, %442 : index
            %518 = memref.load %v6_top[%517] : memref<?xf64>
            %519 = arith.constant 15 : index
            %520 = arith.constant 16 : index
            %521 = arith.addi %520, %519 : index
            memref.store %518, %scratch3[%521] : memref<48xf64>
            %522 = arith.constant 2 : index
            %523 = arith.addi %271, %522 : index
            %524 = memref.load %v6_top[%523] : memref<?xf64>
            %525 = arith.constant 0 : index
            %526 = arith.constant 16 : index
            %527 = arith.muli %522, %526 : index
            memref.store %524, %scratch3[%527] : memref<48xf64>
            %528 = arith.addi %277, %522 : index
            %529 = memref.load %v6_top[%528] : memref<?xf64>
            %530 = arith.constant 1 : index
            %531 = arith.constant 16 : index
            %532 = arith.muli %522, %531 : index
            %533 = arith.addi %532, %530 : index
            memref.store %529, %scratch3[%533] : memref<48xf64>
            %534 = arith.addi %283, %522 : index
            %535 = memref.load %v6_top[%534] : memref<?xf64>
            %536 = arith.constant 2 : index
            %537 = arith.constant 16 : index
            %538 = arith.muli %522, %537 : index
            %539 = arith.addi %538, %536 : index
            memref.store %535, %scratch3[%539] : memref<48xf64>
            %540 = arith.addi %289, %522 : index
            %541 = memref.load %v6_top[%540] : memref<?xf64>
            %542 = arith.constant 3 : index
            %543 = arith.constant 16 : index
            %544 = arith.muli %522, %543 : index
            %545 = arith.addi %544, %542 : index
            memref.store %541, %scratch3[%545] : memref<48xf64>
            %546 = arith.addi %295, %522 : index
            %547 = memref.load %v6_top[%546] : memref<?xf64>
            %548 = arith.constant 4 : index
            %549 = arith.constant 16 : index
            %550 = arith.muli %522, %549 : index
            %551 = arith.addi %550, %548 : index
            memref.store %547, %scratch3[%551] : memref<48xf64>
            %552 = arith.addi %301, %522 : index
            %553 = memref.load %v6_top[%552] : memref<?xf64>
            %554 = arith.constant 5 : index
            %555 = arith.constant 16 : index
            %556 = arith.muli %522, %555 : index
            %557 = arith.addi %556, %554 : index
            memref.store %553, %scratch3[%557] : memref<48xf64>
            %558 = arith.addi %307, %522 : index
            %559 = memref.load %v6_top[%558] : memref<?xf64>
            %560 = arith.constant 6 : index
            %561 = arith.constant 16 : index
            %562 = arith.muli %522, %561 : index
            %563 = arith.addi %562, %560 : index
            memref.store %559, %scratch3[%563] : memref<48xf64>
            %564 = arith.addi %313, %522 : index
            %565 = memref.load %v6_top[%564] : memref<?xf64>
            %566 = arith.constant 7 : index
            %567 = arith.constant 16 : index
            %568 = arith.muli %522, %567 : index
            %569 = arith.addi %568, %566 : index
            memref.store %565, %scratch3[%569] : memref<48xf64>
            %570 = arith.addi %319, %522 : index
            %571 = memref.load %v6_top[%570] : memref<?xf64>
            %572 = arith.constant 8 : index
            %573 = arith.constant 16 : index
            %574 = arith.muli %522, %573 : index
            %575 = arith.addi %574, %572 : index
            memref.store %571, %scratch3[%575] : memref<48xf64>
            %576 = arith.addi %325, %522 : index
            %577 = memref.load %v6_top[%576] : memref<?xf64>
            %578 = arith.constant 9 : index
            %579 = arith.constant 16 : index
            %580 = arith.muli %522, %579 : index
            %581 = arith.addi %580, %578 : index
            memref.store %577, %scratch3[%581] : memref<48xf64>
            %582 = arith.addi %331, %522 : index
            %583 = memref.load %v6_top[%582] : memref<?xf64>
            %584 = arith.constant 10 : index
            %585 = arith.constant 16 : index
            %586 = arith.muli %522, %585 : index
            %587 = arith.addi %586, %584 : index
            memref.store %583, %scratch3[%587] : memref<48xf64>
            %588 = arith.addi %337, %522 : index
            %589 = memref.load %v6_top[%588] : memref<?xf64>
            %590 = arith.constant 11 : index
            %591 = arith.constant 16 : index
            %592 = arith.muli %522, %591 : index
            %593 = arith.addi %592, %590 : index
            memref.store %589, %scratch3[%593] : memref<48xf64>
            %594 = arith.addi %343, %522 : index
            %595 = memref.load %v6_top[%594] : memref<?xf64>
            %596 = arith.constant 12 : index
            %597 = arith.constant 16 : index
            %598 = arith.muli %522, %597 : index
            %599 = arith.addi %598, %596 : index
            memref.store %595, %scratch3[%599] : memref<48xf64>
            %600 = arith.addi %349, %522 : index
            %601 = memref.load %v6_top[%600] : memref<?xf64>
            %602 = arith.constant 13 : index
            %603 = arith.constant 16 : index
            %604 = arith.muli %522, %603 : index
            %605 = arith.addi %604, %602 : index
            memref.store %601, %scratch3[%605] : memref<48xf64>
            %606 = arith.addi %355, %522 : index
            %607 = memref.load %v6_top[%606] : memref<?xf64>
            %608 = arith.constant 14 : index
            %609 = arith.constant 16 : index
            %610 = arith.muli %522, %609 : index
            %611 = arith.addi %610, %608 : index
            memref.store %607, %scratch3[%611] : memref<48xf64>
            %612 = arith.addi %361, %522 : index
            %613 = memref.load %v6_top[%612] : memref<?xf64>
            %614 = arith.constant 15 : index
            %615 = arith.constant 16 : index
            %616 = arith.muli %522, %615 : index
            %617 = arith.addi %616, %614 : index
            memref.store %613, %scratch3[%617] : memref<48xf64>
            %618 = arith.constant 0 : index
            %619 = arith.constant dense<0.0> : vector<8xf64>
            %626 = arith.constant 0 : index
            %627 = arith.constant 3 : index
            %628 = arith.constant 1 : index
            %629:6 = scf.for %630 = %626 to %627 step %628 iter_args(%620 = %619, %621 = %619, %622 = %619, %623 = %619, %624 = %619, %625 = %619) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>) {
              %631 = arith.constant 0 : index
              %632 = arith.constant 16 : index
              %633 = arith.muli %630, %632 : index
              %634 = vector.load %scratch3[%633] : memref<48xf64>, vector<8xf64>
              %635 = arith.constant 8 : index
              %636 = arith.constant 16 : index
              %637 = arith.muli %630, %636 : index
              %638 = arith.addi %637, %635 : index
              %639 = vector.load %scratch3[%638] : memref<48xf64>, vector<8xf64>
              %640 = arith.constant 0 : index
              %641 = arith.constant 3 : index
              %642 = arith.muli %618, %641 : index
              %643 = arith.addi %642, %630 : index
              %644 = memref.load %v2_shared[%643] : memref<?xf64>
              %645 = vector.broadcast %644 : f64 to vector<8xf64>
              %646 = arith.mulf %645, %634 : vector<8xf64>
              %647 = arith.addf %620, %646 : vector<8xf64>
              %648 = arith.mulf %645, %639 : vector<8xf64>
              %649 = arith.addf %621, %648 : vector<8xf64>
              %650 = arith.constant 1 : index
              %651 = arith.constant 3 : index
              %652 = arith.addi %651, %630 : index
              %653 = memref.load %v2_shared[%652] : memref<?xf64>
              %654 = vector.broadcast %653 : f64 to vector<8xf64>
              %655 = arith.mulf %654, %634 : vector<8xf64>
              %656 = arith.addf %622, %655 : vector<8xf64>
              %657 = arith.mulf %654, %639 : vector<8xf64>
              %658 = arith.addf %623, %657 : vector<8xf64>
              %659 = arith.constant 2 : index
              %660 = arith.constant 3 : index
              %661 = arith.muli %659, %660 : index
              %662 = arith.addi %661, %630 : index
              %663 = memref.load %v2_shared[%662] : memref<?xf64>
              %664 = vector.broadcast %663 : f64 to vector<8xf64>
              %665 = arith.mulf %664, %634 : vector<8xf64>
              %666 = arith.addf %624, %665 : vector<8xf64>
              %667 = arith.mulf %664, %639 : vector<8xf64>
              %668 = arith.addf %625, %667 : vector<8xf64>
              scf.yield %647, %649, %656, %658, %666, %668 : vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>
            }
            %669 = arith.constant 0 : index
            %670 = arith.constant 0 : index
            %671 = arith.constant 16 : index
            %672 = arith.muli %618, %671 : index
            vector.store %629#0, %scratch4[%672] : memref<48xf64>, vector<8xf64>
            %673 = arith.constant 8 : index
            %674 = arith.constant 16 : index
            %675 = arith.muli %618, %674 : index
            %676 = arith.addi %675, %673 : index
            vector.store %629#1, %scratch4[%676] : memref<48xf64>, vector<8xf64>
            %677 = arith.constant 1 : index
            %678 = arith.constant 0 : index
            %679 = arith.constant 16 : index
            vector.store %629#2, %scratch4[%679] : memref<48xf64>, vector<8xf64>
            %680 = arith.constant 8 : index
            %681 = arith.constant 16 : index
            %682 = arith.addi %681, %680 : index
            vector.store %629#3, %scratch4[%682] : memref<48xf64>, vector<8xf64>
            %683 = arith.constant 2 : index
            %684 = arith.constant 0 : index
            %685 = arith.constant 16 : index
            %686 = arith.muli %683, %685 : index
            vector.store %629#4, %scratch4[%686] : memref<48xf64>, vector<8xf64>
            %687 = arith.constant 8 : index
            %688 = arith.constant 16 : index
            %689 = arith.muli %683, %688 : index
            %690 = arith.addi %689, %687 : index
            vector.store %629#5, %scratch4[%690] : memref<48xf64>, vector<8xf64>
            %691 = arith.constant 1 : index
            %692 = arith.subi %251, %691 : index
            %693 = arith.constant 0 : index
            %694 = arith.minui %693, %692 : index
            %695 = memref.load %scratch2[%694] : memref<16xindex>
            %696 = arith.constant 0 : index
            %697 = arith.constant 3 : index
            %698 = arith.muli %695, %697 : index
            %699 = arith.constant 1 : index
            %700 = arith.minui %699, %692 : index
            %701 = memref.load %scratch2[%700] : memref<16xindex>
            %702 = arith.constant 0 : index
            %703 = arith.constant 3 : index
            %704 = arith.muli %701, %703 : index
            %705 = arith.constant 2 : index
            %706 = arith.minui %705, %692 : index
            %707 = memref.load %scratch2[%706] : memref<16xindex>
            %708 = arith.constant 0 : index
            %709 = arith.constant 3 : index
            %710 = arith.muli %707, %709 : index
            %711 = arith.constant 3 : index
            %712 = arith.minui %711, %692 : index
            %713 = memref.load %scratch2[%712] : memref<16xindex>
            %714 = arith.constant 0 : index
            %715 = arith.constant 3 : index
            %716 = arith.muli %713, %715 : index
            %717 = arith.constant 4 : index
            %718 = arith.minui %717, %692 : index
            %719 = memref.load %scratch2[%718] : memref<16xindex>
            %720 = arith.constant 0 : index
            %721 = arith.constant 3 : index
            %722 = arith.muli %719, %721 : index
            %723 = arith.constant 5 : index
            %724 = arith.minui %723, %692 : index
            %725 = memref.load %scratch2[%724] : memref<16xindex>
            %726 = arith.constant 0 : index
            %727 = arith.constant 3 : index
            %728 = arith.muli %725, %727 : index
            %729 = arith.constant 6 : index
            %730 = arith.minui %729, %692 : index
            %731 = memref.load %scratch2[%730] : memref<16xindex>
            %732 = arith.constant 0 : index
            %733 = arith.constant 3 : index
            %734 = arith.muli %731, %733 : index
            %735 = arith.constant 7 : index
            %736 = arith.minui %735, %692 : index
            %737 = memref.load %scratch2[%736] : memref<16xindex>
            %738 = arith.constant 0 : index
            %739 = arith.constant 3 : index
            %740 = arith.muli %737, %739 : index
            %741 = arith.constant 8 : index
            %742 = arith.minui %741, %692 : index
            %743 = memref.load %scratch2[%742] : memref<16xindex>
            %744 = arith.constant 0 : index
            %745 = arith.constant 3 : index
            %746 = arith.muli %743, %745 : index
            %747 = arith.constant 9 : index
            %748 = arith.minui %747, %692 : index
            %749 = memref.load %scratch2[%748] : memref<16xindex>
            %750 = arith.constant 0 : index
            %751 = arith.constant 3 : index
            %752 = arith.muli %749, %751 : index
            %753 = arith.constant 10 : index
            %754 = arith.minui %753, %692 : index
            %755 = memref.load %scratch2[%754] : memref<16xindex>
            %756 = arith.constant 0 : index
            %757 = arith.constant 3 : index
            %758 = arith.muli %755, %757 : index
            %759 = arith.constant 11 : index
            %760 = arith.minui %759, %692 : index
            %761 = memref.load %scratch2[%760] : memref<16xindex>
            %762 = arith.constant 0 : index
            %763 = arith.constant 3 : index
            %764 = arith.muli %761, %763 : index
            %765 = arith.constant 12 : index
            %766 = arith.minui %765, %692 : index
            %767 = memref.load %scratch2[%766] : memref<16xindex>
            %768 = arith.constant 0 : index
            %769 = arith.constant 3 : index
            %770 = arith.muli %767, %769 : index
            %771 = arith.constant 13 : index
            %772 = arith.minui %771, %692 : index
            %773 = memref.load %scratch2[%772] : memref<16xindex>
            %774 = arith.constant 0 : index
            %775 = arith.constant 3 : index
            %776 = arith.muli %773, %775 : index
            %777 = arith.constant 14 : index
            %778 = arith.minui %777, %692 : index
            %779 = memref.load %scratch2[%778] : memref<16xindex>
            %780 = arith.constant 0 : index
            %781 = arith.constant 3 : index
            %782 = arith.muli %779, %781 : index
            %783 = arith.constant 15 : index
            %784 = arith.minui %783, %692 : index
            %785 = memref.load %scratch2[%784] : memref<16xindex>
            %786 = arith.constant 0 : index
            %787 = arith.constant 3 : index
            %788 = arith.muli %785, %787 : index
            %789 = arith.constant 0 : index
            %790 = arith.constant 0 : index
            %791 = arith.constant 16 : index
            %792 = arith.muli %789, %791 : index
            %793 = memref.load %scratch4[%792] : memref<48xf64>
            memref.store %793, %v8_top[%698] : memref<?xf64>
            %794 = arith.constant 1 : index
            %795 = arith.constant 16 : index
            %796 = arith.muli %789, %795 : index
            %797 = arith.addi %796, %794 : index
            %798 = memref.load %scratch4[%797] : memref<48xf64>
            memref.store %798, %v8_top[%704] : memref<?xf64>
            %799 = arith.constant 2 : index
            %800 = arith.constant 16 : index
            %801 = arith.muli %789, %800 : index
            %802 = arith.addi %801, %799 : index
            %803 = memref.load %scratch4[%802] : memref<48xf64>
            memref.store %803, %v8_top[%710] : memref<?xf64>
            %804 = arith.constant 3 : index
            %805 = arith.constant 16 : index
            %806 = arith.muli %789, %805 : index
            %807 = arith.addi %806, %804 : index
            %808 = memref.load %scratch4[%807] : memref<48xf64>
            memref.store %808, %v8_top[%716] : memref<?xf64>
            %809 = arith.constant 4 : index
            %810 = arith.constant 16 : index
            %811 = arith.muli %789, %810 : index
            %812 = arith.addi %811, %809 : index
            %813 = memref.load %scratch4[%812] : memref<48xf64>
            memref.store %813, %v8_top[%722] : memref<?xf64>
            %814 = arith.constant 5 : index
            %815 = arith.constant 16 : index
            %816 = arith.muli %789, %815 : index
            %817 = arith.addi %816, %814 : index
            %818 = memref.load %scratch4[%817] : memref<48xf64>
            memref.store %818, %v8_top[%728] : memref<?xf64>
            %819 = arith.constant 6 : index
            %820 = arith.constant 16 : index
            %821 = arith.muli %789, %820 : index
            %822 = arith.addi %821, %819 : index
            %823 = memref.load %scratch4[%822] : memref<48xf64>
            memref.store %823, %v8_top[%734] : memref<?xf64>
            %824 = arith.constant 7 : index
            %825 = arith.constant 16 : index
            %826 = arith.muli %789, %825 : index
            %827 = arith.addi %826, %824 : index
            %828 = memref.load %scratch4[%827] : memref<48xf64>
            memref.store %828, %v8_top[%740] : memref<?xf64>
            %829 = arith.constant 8 : index
            %830 = arith.constant 16 : index
            %831 = arith.muli %789, %830 : index
            %832 = arith.addi %831, %829 : index
            %833 = memref.load %scratch4[%832] : memref<48xf64>
            memref.store %833, %v8_top[%746] : memref<?xf64>
            %834 = arith.constant 9 : index
            %835 = arith.constant 16 : index
            %836 = arith.muli %789, %835 : index
            %837 = arith.addi %836, %834 : index
            %838 = memref.load %scratch4[%837] : memref<48xf64>
            memref.store %838, %v8_top[%752] : memref<?xf64>
            %839 = arith.constant 10 : index
            %840 = arith.constant 16 : index
            %841 = arith.muli %789, %840 : index
            %842 = arith.addi %841, %839 : index
            %843 = memref.load %scratch4[%842] : memref<48xf64>
            memref.store %843, %v8_top[%758] : memref<?xf64>
            %844 = arith.constant 11 : index
            %845 = arith.constant 16 : index
            %846 = arith.muli %789, %845 : index
            %847 = arith.addi %846, %844 : index
            %848 = memref.load %scratch4[%847] : memref<48xf64>
            memref.store %848, %v8_top[%764] : memref<?xf64>
            %849 = arith.constant 12 : index
            %850 = arith.constant 16 : index
            %851 = arith.muli %789, %850 : index
            %852 = arith.addi %851, %849 : index
            %853 = memref.load %scratch4[%852] : memref<48xf64>
            memref.store %853, %v8_top[%770] : memref<?xf64>
            %854 = arith.constant 13 : index
            %855 = arith.constant 16 : index
            %856 = arith.muli %789, %855 : index
            %857 = arith.addi %856, %854 : index
            %858 = memref.load %scratch4[%857] : memref<48xf64>
            memref.store %858, %v8_top[%776] : memref<?xf64>
            %859 = arith.constant 14 : index
            %860 = arith.constant 16 : index
            %861 = arith.muli %789, %860 : index
            %862 = arith.addi %861, %859 : index
            %863 = memref.load %scratch4[%862] : memref<48xf64>
            memref.store %863, %v8_top[%782] : memref<?xf64>
            %864 = arith.constant 15 : index
            %865 = arith.constant 16 : index
            %866 = arith.muli %789, %865 : index
            %867 = arith.addi %866, %864 : index
            %868 = memref.load %scratch4[%867] : memref<48xf64>
            memref.store %868, %v8_top[%788] : memref<?xf64>
            %869 = arith.constant 1 : index
            %870 = arith.constant 0 : index
            %871 = arith.constant 16 : index
            %872 = memref.load %scratch4[%871] : memref<48xf64>
            %873 = arith.addi %698, %869 : index
            memref.store %872, %v8_top[%873] : memref<?xf64>
            %874 = arith.constant 1 : index
            %875 = arith.constant 16 : index
            %876 = arith.addi %875, %874 : index
            %877 = memref.load %scratch4[%876] : memref<48xf64>
            %878 = arith.addi %704, %869 : index
            memref.store %877, %v8_top[%878] : memref<?xf64>
            %879 = arith.constant 2 : index
            %880 = arith.constant 16 : index
            %881 = arith.addi %880, %879 : index
            %882 = memref.load %scratch4[%881] : memref<48xf64>
            %883 = arith.addi %710, %869 : index
            memref.store %882, %v8_top[%883] : memref<?xf64>
            %884 = arith.constant 3 : index
            %885 = arith.constant 16 : index
            %886 = arith.addi %885, %884 : index
            %887 = memref.load %scratch4[%886] : memref<48xf64>
            %888 = arith.addi %716, %869 : index
            memref.store %887, %v8_top[%888] : memref<?xf64>
            %889 = arith.constant 4 : index
            %890 = arith.constant 16 : index
            %891 = arith.addi %890, %889 : index
            %892 = memref.load %scratch4[%891] : memref<48xf64>
            %893 = arith.addi %722, %869 : index
            memref.store %892, %v8_top[%893] : memref<?xf64>
            %894 = arith.constant 5 : index
            %895 = arith.constant 16 : index
            %896 = arith.addi %895, %894 : index
            %897 = memref.load %scratch4[%896] : memref<48xf64>
            %898 = arith.addi %728, %869 : index
            memref.store %897, %v8_top[%898] : memref<?xf64>
            %899 = arith.constant 6 : index
            %900 = arith.constant 16 : index
            %901 = arith.addi %900, %899 : index
            %902 = memref.load %scratch4[%901] : memref<48xf64>
            %903 = arith.addi %734, %869 : index
            memref.store %902, %v8_top[%903] : memref<?xf64>
            %904 = arith.constant 7 : index
            %905 = arith.constant 16 : index
            %906 = arith.addi %905, %904 : index
            %907 = memref.load %scratch4[%906] : memref<48xf64>
            %908 = arith.addi %740, %869 : index
            memref.store %907, %v8_top[%908] : memref<?xf64>
            %909 = arith.constant 8 : index
            %910 = arith.constant 16 : index
            %911 = arith.addi %910, %909 : index
            %912 = memref.load %scratch4[%911] : memref<48xf64>
            %913 = arith.addi %746, %869 : index
            memref.store %912, %v8_top[%913] : memref<?xf64>
            %914 = arith.constant 9 : index
            %915 = arith.constant 16 : index
            %916 = arith.addi %915, %914 : index
            %917 = memref.load %scratch4[%916] : memref<48xf64>
            %918 = arith.addi %752, %869 : index
            memref.store %917, %v8_top[%918] : memref<?xf64>
            %919 = arith.constant 10 : index
            %920 = arith.constant 16 : index
            %921 = arith.addi %920, %919 : index
            %922 = memref.load %scratch4[%921] : memref<48xf64>
            %923 = arith.addi %758, %869 : index
            memref.store %922, %v8_top[%923] : memref<?xf64>
            %924 = arith.constant 11 : index
            %925 = arith.constant 16 : index
            %926 = arith.addi %925, %924 : index
            %927 = memref.load %scratch4[%926] : memref<48xf64>
            %928 = arith.addi %764, %869 : index
            memref.store %927, %v8_top[%928] : memref<?xf64>
            %929 = arith.constant 12 : index
            %930 = arith.constant 16 : index
            %931 = arith.addi %930, %929 : index
            %932 = memref.load %scratch4[%931] : memref<48xf64>
            %933 = arith.addi %770, %869 : index
            memref.store %932, %v8_top[%933] : memref<?xf64>
            %934 = arith.constant 13 : index
            %935 = arith.constant 16 : index
            %936 = arith.addi %935, %934 : index
            %937 = memref.load %scratch4[%936] : memref<48xf64>
            %938 = arith.addi %776, %869 : index
            memref.store %937, %v8_top[%938] : memref<?xf64>
            %939 = arith.constant 14 : index
            %940 = arith.constant 16 : index
            %941 = arith.addi %940, %939 : index
            %942 = memref.load %scratch4[%941] : memref<48xf64>
            %943 = arith.addi %782, %869 : index
            memref.store %942, %v8_top[%943] : memref<?xf64>
            %944 = arith.constant 15 : index
            %945 = arith.constant 16 : index
            %946 = arith.addi %945, %944 : index
            %947 = memref.load %scratch4[%946] : memref<48xf64>
            %948 = arith.addi %788, %869 : index
            memref.store %947, %v8_top[%948] : memref<?xf64>
            %949 = arith.constant 2 : index
            %950 = arith.constant 0 : index
            %951 = arith.constant 16 : index
            %952 = arith.muli %949, %951 : index
            %953 = memref.load %scratch4[%952] : memref<48xf64>
            %954 = arith.addi %698, %949 : index
            memref.store %953, %v8_top[%954] : memref<?xf64>
            %955 = arith.constant 1 : index
            %956 = arith.constant 16 : index
            %957 = arith.muli %949, %956 : index
            %958 = arith.addi %957, %955 : index
            %959 = memref.load %scratch4[%958] : memref<48xf64>
            %960 = arith.addi %704, %949 : index
            memref.store %959, %v8_top[%960] : memref<?xf64>
            %961 = arith.constant 2 : index
            %962 = arith.constant 16 : index
            %963 = arith.muli %949, %962 : index
            %964 = arith.addi %963, %961 : index
            %965 = memref.load %scratch4[%964] : memref<48xf64>
            %966 = arith.addi %710, %949 : index
            memref.store %965, %v8_top[%966] : memref<?xf64>
            %967 = arith.constant 3 : index
            %968 = arith.constant 16 : index
            %969 = arith.muli %949, %968 : index
            %970 = arith.addi %969, %967 : index
            %971 = memref.load %scratch4[%970] : memref<48xf64>
            %972 = arith.addi %716, %949 : index
            memref.store %971, %v8_top[%972] : memref<?xf64>
            %973 = arith.constant 4 : index
            %974 = arith.constant 16 : index
            %975 = arith.muli %949, %974 : index
            %976 = arith.addi %975, %973 : index
            %977 = memref.load %scratch4[%976] : memref<48xf64>
            %978 = arith.addi %722, %949 : index
            memref.store %977, %v8_top[%978] : memref<?xf64>
            %979 = arith.constant 5 : index
            %980 = arith.constant 16 : index
            %981 = arith.muli %949, %980 : index
            %982 = arith.addi %981, %979 : index
            %983 = memref.load %scratch4[%982] : memref<48xf64>
            %984 = arith.addi %728, %949 : index
            memref.store %983, %v8_top[%984] : memref<?xf64>
            %985 = arith.constant 6 : index
            %986 = arith.constant 16 : index
            %987 = arith.muli %949, %986 : index
            %988 = arith.addi %987, %985 : index
            %989 = memref.load %scratch4[%988] : memref<48xf64>
            %990 = arith.addi %734, %949 : index
            memref.store %989, %v8_top[%990] : memref<?xf64>
            %991 = arith.constant 7 : index
            %992 = arith.constant 16 : index
            %993 = arith.muli %949, %992 : index
            %994 = arith.addi %993, %991 : index
            %995 = memref.load %scratch4[%994] : memref<48xf64>
            %996 = arith.addi %740, %949 : index
            memref.store %995, %v8_top[%996] : memref<?xf64>
            %997 = arith.constant 8 : index
            %998 = arith.constant 16 : index
            %999 = arith.muli %949, %998 : index
            %1000 = arith.addi %999, %997 : index
            %1001 = memref.load %scratch4[%1000] : memref<48xf64>
            %1002 = arith.addi %746, %949 : index
            memref.store %1001, %v8_top[%1002] : memref<?xf64>
            %1003 = arith.constant 9 : index
            %1004 = arith.constant 16 : index
            %1005 = arith.muli %949, %1004 : index
            %1006 = arith.addi %1005, %1003 : index
            %1007 = memref.load %scratch4[%1006] : memref<48xf64>
            %1008 = arith.addi %752, %949 : index
            memref.store %1007, %v8_top[%1008] : memref<?xf64>
            %1009 = arith.constant 10 : index
            %1010 = arith.constant 16 : index
            %1011 = arith.muli %949, %1010 : index
            %1012 = arith.addi %1011, %1009 : index
            %1013 = memref.load %scratch4[%1012] : memref<48xf64>
            %1014 = arith.addi %758, %949 : index
            memref.store %1013, %v8_top[%1014] : memref<?xf64>
            %1015 = arith.constant 11 : index
            %1016 = arith.constant 16 : index
            %1017 = arith.muli %949, %1016 : index
            %1018 = arith.addi %1017, %1015 : index
            %1019 = memref.load %scratch4[%1018] : memref<48xf64>
            %1020 = arith.addi %764, %949 : index
            memref.store %1019, %v8_top[%1020] : memref<?xf64>
            %1021 = arith.constant 12 : index
            %1022 = arith.constant 16 : index
            %1023 = arith.muli %949, %1022 : index
            %1024 = arith.addi %1023, %1021 : index
            %1025 = memref.load %scratch4[%1024] : memref<48xf64>
            %1026 = arith.addi %770, %949 : index
            memref.store %1025, %v8_top[%1026] : memref<?xf64>
            %1027 = arith.constant 13 : index
            %1028 = arith.constant 16 : index
            %1029 = arith.muli %949, %1028 : index
            %1030 = arith.addi %1029, %1027 : index
            %1031 = memref.load %scratch4[%1030] : memref<48xf64>
            %1032 = arith.addi %776, %949 : index
            memref.store %1031, %v8_top[%1032] : memref<?xf64>
            %1033 = arith.constant 14 : index
            %1034 = arith.constant 16 : index
            %1035 = arith.muli %949, %1034 : index
            %1036 = arith.addi %1035, %1033 : index
            %1037 = memref.load %scratch4[%1036] : memref<48xf64>
            %1038 = arith.addi %782, %949 : index
            memref.store %1037, %v8_top[%1038] : memref<?xf64>
            %1039 = arith.constant 15 : index
            %1040 = arith.constant 16 : index
            %1041 = arith.muli %949, %1040 : index
            %1042 = arith.addi %1041, %1039 : index
            %1043 = memref.load %scratch4[%1042] : memref<48xf64>
            %1044 = arith.addi %788, %949 : index
            memref.store %1043, %v8_top[%1044] : memref<?xf64>
            %1045 = arith.constant 0 : index
            %1046 = arith.constant 1 : index
            scf.for %1047 = %1045 to %251 step %1046 {
              %1048 = memref.load %scratch2[%1047] : memref<16xindex>
              %1049 = arith.constant 7 : i32
              memref.store %1049, %pc[%1048] : memref<?xi32>
            }
          }
          %1050 = arith.select %263, %241, %251 : index
          scf.yield %1050, %254 : index, i64
        }
        %1051 = arith.constant 1 : index
        %1052 = scf.for %1053 = %lo to %hi step %1051 iter_args(%1054 = %halt) -> (i32) {
          %1055 = memref.load %pc[%1053] : memref<?xi32>
          %1056 = arith.minsi %1054, %1055 : i32
          scf.yield %1056 : i32
        }
        %1057 = arith.subi %hi, %lo : index
        %1058 = arith.index_cast %1057 : index to i64
        %1059 = arith.constant 1 : i64
        %1060 = arith.constant 18 : index
        %1061 = memref.atomic_rmw addi %1059, %stats[%1060] : (i64, memref<?xi64>) -> i64
        %1062 = arith.constant 19 : index
        %1063 = memref.atomic_rmw addi %1058, %stats[%1062] : (i64, memref<?xi64>) -> i64
        %1064 = arith.constant 20 : index
        %1065 = memref.atomic_rmw addi %244#1, %stats[%1064] : (i64, memref<?xi64>) -> i64
        scf.yield %1052 : i32
      }
      case 7 {
        %1066 = arith.constant 0 : i64
        %1072 = arith.constant 1 : index
        %1067, %1068 = scf.for %1069 = %lo to %hi step %1072 iter_args(%1070 = %halt, %1071 = %1066) -> (i32, i64) {
          %1073 = memref.load %pc[%1069] : memref<?xi32>
          %1074 = arith.constant 7 : i32
          %1075 = arith.cmpi eq, %1073, %1074 : i32
          scf.if %1075 {
            %1076 = arith.constant 0 : index
            %1077 = arith.constant 3 : index
            %1078 = arith.muli %1069, %1077 : index
            %1079 = arith.constant 0x0000000000000000 : f64
            %1080 = arith.constant 0 : index
            %1081 = arith.constant 3 : index
            %1082 = arith.constant 1 : index
            %1083 = scf.for %1084 = %1080 to %1081 step %1082 iter_args(%1085 = %1079) -> (f64) {
              %1086 = arith.addi %1078, %1084 : index
              %1087 = memref.load %v8_top[%1086] : memref<?xf64>
              %1088 = arith.addf %1085, %1087 : f64
              scf.yield %1088 : f64
            }
            %1089 = arith.constant 0 : index
            %1090 = arith.constant 3 : index
            %1091 = arith.muli %1069, %1090 : index
            %1092 = arith.constant 0 : index
            %1093 = arith.constant 3 : index
            %1094 = arith.muli %1069, %1093 : index
            %1095 = arith.constant 0 : index
            %1096 = arith.constant 3 : index
            %1097 = arith.constant 1 : index
            scf.for %1098 = %1095 to %1096 step %1097 {
              %1099 = arith.addi %1091, %1098 : index
              %1100 = memref.load %v6_top[%1099] : memref<?xf64>
              %1101 = arith.addf %1100, %1083 : f64
              %1102 = arith.addi %1094, %1098 : index
              memref.store %1101, %v7_top[%1102] : memref<?xf64>
            }
            %1103 = memref.load %pc_sp[%1069] : memref<?xi32>
            %1104 = arith.constant 0 : i32
            %1105 = arith.cmpi sgt, %1103, %1104 : i32
            scf.if %1105 {
              %1106 = arith.constant 1 : i32
              %1107 = arith.subi %1103, %1106 : i32
              %1108 = arith.constant 0 : index
              %1109 = arith.index_cast %1107 : i32 to index
              %1110 = arith.muli %1109, %z : index
              %1111 = arith.addi %1110, %1069 : index
              %1112 = memref.load %pc_stack[%1111] : memref<?xi32>
              memref.store %1107, %pc_sp[%1069] : memref<?xi32>
              memref.store %1112, %pc[%1069] : memref<?xi32>
            } else {
              %1113 = arith.constant 15 : i32
              memref.store %1113, %pc[%1069] : memref<?xi32>
            }
          }
          %1114 = memref.load %pc[%1069] : memref<?xi32>
          %1115 = arith.minsi %1070, %1114 : i32
          %1116 = arith.extui %1075 : i1 to i64
          %1117 = arith.addi %1071, %1116 : i64
          scf.yield %1115, %1117 : i32, i64
        }
        %1118 = arith.subi %hi, %lo : index
        %1119 = arith.index_cast %1118 : index to i64
        %1120 = arith.constant 1 : i64
        %1121 = arith.constant 21 : index
        %1122 = memref.atomic_rmw addi %1120, %stats[%1121] : (i64, memref<?xi64>) -> i64
        %1123 = arith.constant 22 : index
        %1124 = memref.atomic_rmw addi %1119, %stats[%1123] : (i64, memref<?xi64>) -> i64
        %1125 = arith.constant 23 : index
        %1126 = memref.atomic_rmw addi %1068, %stats[%1125] : (i64, memref<?xi64>) -> i64
        scf.yield %1067 : i32
      }
      case 8 {
        %1127 = arith.constant 0 : i64
        %1133 = arith.constant 1 : index
        %1128, %1129 = scf.for %1130 = %lo to %hi step %1133 iter_args(%1131 = %halt, %1132 = %1127) -> (i32, i64) {
          %1134 = memref.load %pc[%1130] : memref<?xi32>
          %1135 = arith.constant 8 : i32
          %1136 = arith.cmpi eq, %1134, %1135 : i32
          scf.if %1136 {
            %1137 = arith.constant 0 : index
            %1138 = arith.constant 0 : index
            %1139 = memref.load %v10_top[%1130] : memref<?xi64>
            %1140 = arith.constant 0 : i64
            %1141 = arith.cmpi sle, %1139, %1140 : i64
            %1142 = arith.constant 9 : i32
            %1143 = arith.constant 11 : i32
            %1144 = arith.select %1141, %1142, %1143 : i32
            memref.store %1144, %pc[%1130] : memref<?xi32>
          }
          %1145 = memref.load %pc[%1130] : memref<?xi32>
          %1146 = arith.minsi %1131, %1145 : i32
          %1147 = arith.extui %1136 : i1 to i64
          %1148 = arith.addi %1132, %1147 : i64
          scf.yield %1146, %1148 : i32, i64
        }
        %1149 = arith.subi %hi, %lo : index
        %1150 = arith.index_cast %1149 : index to i64
        %1151 = arith.constant 1 : i64
        %1152 = arith.constant 24 : index
        %1153 = memref.atomic_rmw addi %1151, %stats[%1152] : (i64, memref<?xi64>) -> i64
        %1154 = arith.constant 25 : index
        %1155 = memref.atomic_rmw addi %1150, %stats[%1154] : (i64, memref<?xi64>) -> i64
        %1156 = arith.constant 26 : index
        %1157 = memref.atomic_rmw addi %1129, %stats[%1156] : (i64, memref<?xi64>) -> i64
        scf.yield %1128 : i32
      }
      case 9 {
        %1158 = arith.constant 0 : i64
        %1164 = arith.constant 1 : index
        %1159, %1160 = scf.for %1161 = %lo to %hi step %1164 iter_args(%1162 = %halt, %1163 = %1158) -> (i32, i64) {
          %1165 = memref.load %pc[%1161] : memref<?xi32>
          %1166 = arith.constant 9 : i32
          %1167 = arith.cmpi eq, %1165, %1166 : i32
          scf.if %1167 {
            %1168 = arith.constant 0 : index
            %1169 = arith.constant 3 : index
            %1170 = arith.muli %1161, %1169 : index
            %1171 = arith.constant 0 : index
            %1172 = arith.constant 3 : index
            %1173 = arith.muli %1161, %1172 : index
            %1174 = arith.constant 0 : index
            %1175 = arith.constant 3 : index
            %1176 = arith.constant 1 : index
            scf.for %1177 = %1174 to %1175 step %1176 {
              %1178 = arith.addi %1170, %1177 : index
              %1179 = memref.load %v11_top[%1178] : memref<?xf64>
              %1180 = arith.addi %1173, %1177 : index
              memref.store %1179, %v6_top[%1180] : memref<?xf64>
            }
            %1181 = memref.load %pc_sp[%1161] : memref<?xi32>
            %1182 = arith.constant 128 : i32
            %1183 = arith.cmpi sge, %1181, %1182 : i32
            scf.if %1183 {
              %1184 = arith.constant 1 : i32
              memref.store %1184, %status[%1161] : memref<?xi32>
              %1185 = arith.constant 15 : i32
              memref.store %1185, %pc[%1161] : memref<?xi32>
            } else {
              %1186 = arith.constant 0 : index
              %1187 = arith.index_cast %1181 : i32 to index
              %1188 = arith.muli %1187, %z : index
              %1189 = arith.addi %1188, %1161 : index
              %1190 = arith.constant 10 : i32
              memref.store %1190, %pc_stack[%1189] : memref<?xi32>
              %1191 = arith.constant 1 : i32
              %1192 = arith.addi %1181, %1191 : i32
              memref.store %1192, %pc_sp[%1161] : memref<?xi32>
              %1193 = arith.constant 6 : i32
              memref.store %1193, %pc[%1161] : memref<?xi32>
            }
          }
          %1194 = memref.load %pc[%1161] : memref<?xi32>
          %1195 = arith.minsi %1162, %1194 : i32
          %1196 = arith.extui %1167 : i1 to i64
          %1197 = arith.addi %1163, %1196 : i64
          scf.yield %1195, %1197 : i32, i64
        }
        %1198 = arith.subi %hi, %lo : index
        %1199 = arith.index_cast %1198 : index to i64
        %1200 = arith.constant 1 : i64
        %1201 = arith.constant 27 : index
        %1202 = memref.atomic_rmw addi %1200, %stats[%1201] : (i64, memref<?xi64>) -> i64
        %1203 = arith.constant 28 : index
        %1204 = memref.atomic_rmw addi %1199, %stats[%1203] : (i64, memref<?xi64>) -> i64
        %1205 = arith.constant 29 : index
        %1206 = memref.atomic_rmw addi %1160, %stats[%1205] : (i64, memref<?xi64>) -> i64
        scf.yield %1159 : i32
      }
      case 10 {
        %1207 = arith.constant 0 : i64
        %1213 = arith.constant 1 : index
        %1208, %1209 = scf.for %1210 = %lo to %hi step %1213 iter_args(%1211 = %halt, %1212 = %1207) -> (i32, i64) {
          %1214 = memref.load %pc[%1210] : memref<?xi32>
          %1215 = arith.constant 10 : i32
          %1216 = arith.cmpi eq, %1214, %1215 : i32
          scf.if %1216 {
            %1217 = arith.constant 0 : index
            %1218 = arith.constant 3 : index
            %1219 = arith.muli %1210, %1218 : index
            %1220 = arith.constant 0 : index
            %1221 = arith.constant 3 : index
            %1222 = arith.muli %1210, %1221 : index
            %1223 = arith.constant 0 : index
            %1224 = arith.constant 3 : index
            %1225 = arith.constant 1 : index
            scf.for %1226 = %1223 to %1224 step %1225 {
              %1227 = arith.addi %1219, %1226 : index
              %1228 = memref.load %v7_top[%1227] : memref<?xf64>
              %1229 = arith.addi %1222, %1226 : index
              memref.store %1228, %v12_top[%1229] : memref<?xf64>
            }
            %1230 = memref.load %pc_sp[%1210] : memref<?xi32>
            %1231 = arith.constant 0 : i32
            %1232 = arith.cmpi sgt, %1230, %1231 : i32
            scf.if %1232 {
              %1233 = arith.constant 1 : i32
              %1234 = arith.subi %1230, %1233 : i32
              %1235 = arith.constant 0 : index
              %1236 = arith.index_cast %1234 : i32 to index
              %1237 = arith.muli %1236, %z : index
              %1238 = arith.addi %1237, %1210 : index
              %1239 = memref.load %pc_stack[%1238] : memref<?xi32>
              memref.store %1234, %pc_sp[%1210] : memref<?xi32>
              memref.store %1239, %pc[%1210] : memref<?xi32>
            } else {
              %1240 = arith.constant 15 : i32
              memref.store %1240, %pc[%1210] : memref<?xi32>
            }
          }
          %1241 = memref.load %pc[%1210] : memref<?xi32>
          %1242 = arith.minsi %1211, %1241 : i32
          %1243 = arith.extui %1216 : i1 to i64
          %1244 = arith.addi %1212, %1243 : i64
          scf.yield %1242, %1244 : i32, i64
        }
        %1245 = arith.subi %hi, %lo : index
        %1246 = arith.index_cast %1245 : index to i64
        %1247 = arith.constant 1 : i64
        %1248 = arith.constant 30 : index
        %1249 = memref.atomic_rmw addi %1247, %stats[%1248] : (i64, memref<?xi64>) -> i64
        %1250 = arith.constant 31 : index
        %1251 = memref.atomic_rmw addi %1246, %stats[%1250] : (i64, memref<?xi64>) -> i64
        %1252 = arith.constant 32 : index
        %1253 = memref.atomic_rmw addi %1209, %stats[%1252] : (i64, memref<?xi64>) -> i64
        scf.yield %1208 : i32
      }
      case 11 {
        %1254 = arith.constant 0 : i64
        %1260 = arith.constant 1 : index
        %1255, %1256 = scf.for %1257 = %lo to %hi step %1260 iter_args(%1258 = %halt, %1259 = %1254) -> (i32, i64) {
          %1261 = memref.load %pc[%1257] : memref<?xi32>
          %1262 = arith.constant 11 : i32
          %1263 = arith.cmpi eq, %1261, %1262 : i32
          scf.if %1263 {
            %1264 = arith.constant 0 : index
            %1265 = arith.constant 0 : index
            %1266 = memref.load %v10_top[%1257] : memref<?xi64>
            %1267 = arith.constant 1 : i64
            %1268 = arith.subi %1266, %1267 : i64
            %1269 = arith.constant 0 : index
            %1270 = arith.constant 0 : index
            memref.store %1268, %v14_top[%1257] : memref<?xi64>
            %1271 = arith.constant 1 : i64
            %1272 = arith.subi %1266, %1271 : i64
            %1273 = arith.constant 0 : index
            %1274 = arith.constant 3 : index
            %1275 = arith.muli %1257, %1274 : index
            %1276 = arith.constant 0 : index
            %1277 = arith.constant 0 : index
            %1278 = arith.constant 3 : index
            %1279 = arith.constant 1 : index
            scf.for %1280 = %1277 to %1278 step %1279 {
              %1281 = arith.addi %1275, %1280 : index
              %1282 = memref.load %v11_top[%1281] : memref<?xf64>
              memref.store %1282, %scratch1[%1280] : memref<3xf64>
            }
            %1283 = memref.load %v14_sp[%1257] : memref<?xi32>
            %1284 = arith.constant 128 : i32
            %1285 = arith.cmpi sge, %1283, %1284 : i32
            scf.if %1285 {
              %1286 = arith.constant 1 : i32
              memref.store %1286, %status[%1257] : memref<?xi32>
              %1287 = arith.constant 15 : i32
              memref.store %1287, %pc[%1257] : memref<?xi32>
            } else {
              %1288 = arith.index_cast %1283 : i32 to index
              %1289 = arith.constant 0 : index
              %1290 = memref.load %v14_top[%1257] : memref<?xi64>
              %1291 = arith.muli %1288, %z : index
              %1292 = arith.addi %1291, %1257 : index
              memref.store %1290, %v14_stack[%1292] : memref<?xi64>
              %1293 = arith.constant 1 : i32
              %1294 = arith.addi %1283, %1293 : i32
              memref.store %1294, %v14_sp[%1257] : memref<?xi32>
              %1295 = arith.constant 0 : index
              %1296 = arith.constant 0 : index
              memref.store %1268, %v14_top[%1257] : memref<?xi64>
              %1297 = arith.constant 0 : index
              %1298 = arith.constant 0 : index
              memref.store %1272, %v10_top[%1257] : memref<?xi64>
              %1299 = arith.constant 0 : index
              %1300 = arith.constant 0 : index
              %1301 = arith.constant 3 : index
              %1302 = arith.muli %1257, %1301 : index
              %1303 = arith.constant 0 : index
              %1304 = arith.constant 3 : index
              %1305 = arith.constant 1 : index
              scf.for %1306 = %1303 to %1304 step %1305 {
                %1307 = memref.load %scratch1[%1306] : memref<3xf64>
                %1308 = arith.addi %1302, %1306 : index
                memref.store %1307, %v11_top[%1308] : memref<?xf64>
              }
              %1309 = memref.load %pc_sp[%1257] : memref<?xi32>
              %1310 = arith.constant 128 : i32
              %1311 = arith.cmpi sge, %1309, %1310 : i32
              scf.if %1311 {
                %1312 = arith.constant 1 : i32
                memref.store %1312, %status[%1257] : memref<?xi32>
                %1313 = arith.constant 15 : i32
                memref.store %1313, %pc[%1257] : memref<?xi32>
              } else {
                %1314 = arith.constant 0 : index
                %1315 = arith.index_cast %1309 : i32 to index
                %1316 = arith.muli %1315, %z : index
                %1317 = arith.addi %1316, %1257 : index
                %1318 = arith.constant 12 : i32
                memref.store %1318, %pc_stack[%1317] : memref<?xi32>
                %1319 = arith.constant 1 : i32
                %1320 = arith.addi %1309, %1319 : i32
                memref.store %1320, %pc_sp[%1257] : memref<?xi32>
                %1321 = arith.constant 8 : i32
                memref.store %1321, %pc[%1257] : memref<?xi32>
              }
            }
          }
          %1322 = memref.load %pc[%1257] : memref<?xi32>
          %1323 = arith.minsi %1258, %1322 : i32
          %1324 = arith.extui %1263 : i1 to i64
          %1325 = arith.addi %1259, %1324 : i64
          scf.yield %1323, %1325 : i32, i64
        }
        %1326 = arith.subi %hi, %lo : index
        %1327 = arith.index_cast %1326 : index to i64
        %1328 = arith.constant 1 : i64
        %1329 = arith.constant 33 : index
        %1330 = memref.atomic_rmw addi %1328, %stats[%1329] : (i64, memref<?xi64>) -> i64
        %1331 = arith.constant 34 : index
        %1332 = memref.atomic_rmw addi %1327, %stats[%1331] : (i64, memref<?xi64>) -> i64
        %1333 = arith.constant 35 : index
        %1334 = memref.atomic_rmw addi %1256, %stats[%1333] : (i64, memref<?xi64>) -> i64
        scf.yield %1255 : i32
      }
      case 12 {
        %1335 = arith.constant 0 : i64
        %1341 = arith.constant 1 : index
        %1336, %1337 = scf.for %1338 = %lo to %hi step %1341 iter_args(%1339 = %halt, %1340 = %1335) -> (i32, i64) {
          %1342 = memref.load %pc[%1338] : memref<?xi32>
          %1343 = arith.constant 12 : i32
          %1344 = arith.cmpi eq, %1342, %1343 : i32
          scf.if %1344 {
            %1345 = arith.constant 0 : index
            %1346 = arith.constant 3 : index
            %1347 = arith.muli %1338, %1346 : index
            %1348 = arith.constant 0 : index
            %1349 = arith.constant 3 : index
            %1350 = arith.muli %1338, %1349 : index
            %1351 = arith.constant 0 : index
            %1352 = arith.constant 3 : index
            %1353 = arith.constant 1 : index
            scf.for %1354 = %1351 to %1352 step %1353 {
              %1355 = arith.addi %1347, %1354 : index
              %1356 = memref.load %v12_top[%1355] : memref<?xf64>
              %1357 = arith.addi %1350, %1354 : index
              memref.store %1356, %v16_top[%1357] : memref<?xf64>
            }
            %1358 = memref.load %v14_sp[%1338] : memref<?xi32>
            %1359 = arith.constant 0 : i32
            %1360 = arith.cmpi sgt, %1358, %1359 : i32
            scf.if %1360 {
              %1361 = arith.constant 1 : i32
              %1362 = arith.subi %1358, %1361 : i32
              %1363 = arith.index_cast %1362 : i32 to index
              %1364 = arith.constant 0 : index
              %1365 = arith.muli %1363, %z : index
              %1366 = arith.addi %1365, %1338 : index
              %1367 = memref.load %v14_stack[%1366] : memref<?xi64>
              memref.store %1367, %v14_top[%1338] : memref<?xi64>
              memref.store %1362, %v14_sp[%1338] : memref<?xi32>
            }
            %1368 = arith.constant 0 : index
            %1369 = arith.constant 3 : index
            %1370 = arith.muli %1338, %1369 : index
            %1371 = arith.constant 0x3FF0000000000000 : f64
            %1372 = arith.constant 0 : index
            %1373 = arith.constant 0 : index
            %1374 = arith.constant 3 : index
            %1375 = arith.constant 1 : index
            scf.for %1376 = %1373 to %1374 step %1375 {
              %1377 = arith.addi %1370, %1376 : index
              %1378 = memref.load %v16_top[%1377] : memref<?xf64>
              %1379 = arith.addf %1378, %1371 : f64
              memref.store %1379, %scratch0[%1376] : memref<3xf64>
            }
            %1380 = arith.constant 0 : index
            %1381 = arith.constant 0 : index
            %1382 = memref.load %v14_top[%1338] : memref<?xi64>
            %1383 = arith.constant 0 : index
            %1384 = arith.constant 0 : index
            memref.store %1382, %v10_top[%1338] : memref<?xi64>
            %1385 = arith.constant 0 : index
            %1386 = arith.constant 0 : index
            %1387 = arith.constant 3 : index
            %1388 = arith.muli %1338, %1387 : index
            %1389 = arith.constant 0 : index
            %1390 = arith.constant 3 : index
            %1391 = arith.constant 1 : index
            scf.for %1392 = %1389 to %1390 step %1391 {
              %1393 = memref.load %scratch0[%1392] : memref<3xf64>
              %1394 = arith.addi %1388, %1392 : index
              memref.store %1393, %v11_top[%1394] : memref<?xf64>
            }
            %1395 = memref.load %pc_sp[%1338] : memref<?xi32>
            %1396 = arith.constant 128 : i32
            %1397 = arith.cmpi sge, %1395, %1396 : i32
            scf.if %1397 {
              %1398 = arith.constant 1 : i32
              memref.store %1398, %status[%1338] : memref<?xi32>
              %1399 = arith.constant 15 : i32
              memref.store %1399, %pc[%1338] : memref<?xi32>
            } else {
              %1400 = arith.constant 0 : index
              %1401 = arith.index_cast %1395 : i32 to index
              %1402 = arith.muli %1401, %z : index
              %1403 = arith.addi %1402, %1338 : index
              %1404 = arith.constant 13 : i32
              memref.store %1404, %pc_stack[%1403] : memref<?xi32>
              %1405 = arith.constant 1 : i32
              %1406 = arith.addi %1395, %1405 : i32
              memref.store %1406, %pc_sp[%1338] : memref<?xi32>
              %1407 = arith.constant 8 : i32
              memref.store %1407, %pc[%1338] : memref<?xi32>
            }
          }
          %1408 = memref.load %pc[%1338] : memref<?xi32>
          %1409 = arith.minsi %1339, %1408 : i32
          %1410 = arith.extui %1344 : i1 to i64
          %1411 = arith.addi %1340, %1410 : i64
          scf.yield %1409, %1411 : i32, i64
        }
        %1412 = arith.subi %hi, %lo : index
        %1413 = arith.index_cast %1412 : index to i64
        %1414 = arith.constant 1 : i64
        %1415 = arith.constant 36 : index
        %1416 = memref.atomic_rmw addi %1414, %stats[%1415] : (i64, memref<?xi64>) -> i64
        %1417 = arith.constant 37 : index
        %1418 = memref.atomic_rmw addi %1413, %stats[%1417] : (i64, memref<?xi64>) -> i64
        %1419 = arith.constant 38 : index
        %1420 = memref.atomic_rmw addi %1337, %stats[%1419] : (i64, memref<?xi64>) -> i64
        scf.yield %1336 : i32
      }
      case 13 {
        %1421 = arith.constant 0 : i64
        %1427 = arith.constant 1 : index
        %1422, %1423 = scf.for %1424 = %lo to %hi step %1427 iter_args(%1425 = %halt, %1426 = %1421) -> (i32, i64) {
          %1428 = memref.load %pc[%1424] : memref<?xi32>
          %1429 = arith.constant 13 : i32
          %1430 = arith.cmpi eq, %1428, %1429 : i32
          scf.if %1430 {
            %1431 = arith.constant 0 : index
            %1432 = arith.constant 3 : index
            %1433 = arith.muli %1424, %1432 : index
            %1434 = arith.constant 0 : index
            %1435 = arith.constant 3 : index
            %1436 = arith.muli %1424, %1435 : index
            %1437 = arith.constant 0 : index
            %1438 = arith.constant 3 : index
            %1439 = arith.constant 1 : index
            scf.for %1440 = %1437 to %1438 step %1439 {
              %1441 = arith.addi %1433, %1440 : index
              %1442 = memref.load %v12_top[%1441] : memref<?xf64>
              %1443 = arith.addi %1436, %1440 : index
              memref.store %1442, %v18_top[%1443] : memref<?xf64>
            }
            %1444 = arith.constant 0 : index
            %1445 = arith.constant 3 : index
            %1446 = arith.muli %1424, %1445 : index
            %1447 = arith.constant 0x3FF0000000000000 : f64
            %1448 = arith.constant 0 : index
            %1449 = arith.constant 3 : index
            %1450 = arith.muli %1424, %1449 : index
            %1451 = arith.constant 0 : index
            %1452 = arith.constant 3 : index
            %1453 = arith.constant 1 : index
            scf.for %1454 = %1451 to %1452 step %1453 {
              %1455 = arith.addi %1446, %1454 : index
              %1456 = memref.load %v18_top[%1455] : memref<?xf64>
              %1457 = arith.addf %1456, %1447 : f64
              %1458 = arith.addi %1450, %1454 : index
              memref.store %1457, %v12_top[%1458] : memref<?xf64>
            }
            %1459 = memref.load %pc_sp[%1424] : memref<?xi32>
            %1460 = arith.constant 0 : i32
            %1461 = arith.cmpi sgt, %1459, %1460 : i32
            scf.if %1461 {
              %1462 = arith.constant 1 : i32
              %1463 = arith.subi %1459, %1462 : i32
              %1464 = arith.constant 0 : index
              %1465 = arith.index_cast %1463 : i32 to index
              %1466 = arith.muli %1465, %z : index
              %1467 = arith.addi %1466, %1424 : index
              %1468 = memref.load %pc_stack[%1467] : memref<?xi32>
              memref.store %1463, %pc_sp[%1424] : memref<?xi32>
              memref.store %1468, %pc[%1424] : memref<?xi32>
            } else {
              %1469 = arith.constant 15 : i32
              memref.store %1469, %pc[%1424] : memref<?xi32>
            }
          }
          %1470 = memref.load %pc[%1424] : memref<?xi32>
          %1471 = arith.minsi %1425, %1470 : i32
          %1472 = arith.extui %1430 : i1 to i64
          %1473 = arith.addi %1426, %1472 : i64
          scf.yield %1471, %1473 : i32, i64
        }
        %1474 = arith.subi %hi, %lo : index
        %1475 = arith.index_cast %1474 : index to i64
        %1476 = arith.constant 1 : i64
        %1477 = arith.constant 39 : index
        %1478 = memref.atomic_rmw addi %1476, %stats[%1477] : (i64, memref<?xi64>) -> i64
        %1479 = arith.constant 40 : index
        %1480 = memref.atomic_rmw addi %1475, %stats[%1479] : (i64, memref<?xi64>) -> i64
        %1481 = arith.constant 41 : index
        %1482 = memref.atomic_rmw addi %1423, %stats[%1481] : (i64, memref<?xi64>) -> i64
        scf.yield %1422 : i32
      }
      case 14 {
        %1483 = arith.constant 0 : i64
        %1489 = arith.constant 1 : index
        %1484, %1485 = scf.for %1486 = %lo to %hi step %1489 iter_args(%1487 = %halt, %1488 = %1483) -> (i32, i64) {
          %1490 = memref.load %pc[%1486] : memref<?xi32>
          %1491 = arith.constant 14 : i32
          %1492 = arith.cmpi eq, %1490, %1491 : i32
          scf.if %1492 {
            %1493 = arith.constant 0 : index
            %1494 = arith.constant 0 : index
            %1495 = memref.load %v19_top[%1486] : memref<?xi64>
            %1496 = arith.constant 3 : i64
            %1497 = arith.constant 0 : i64
            %1498 = arith.constant 1 : i64
            %1499 = arith.constant -1 : i64
            %1500 = arith.constant -9223372036854775808 : i64
            %1501 = arith.cmpi eq, %1496, %1497 : i64
            %1502 = arith.cmpi eq, %1495, %1500 : i64
            %1503 = arith.cmpi eq, %1496, %1499 : i64
            %1504 = arith.andi %1502, %1503 : i1
            %1505 = arith.ori %1501, %1504 : i1
            %1506 = arith.select %1505, %1498, %1496 : i64
            %1507 = arith.divsi %1495, %1506 : i64
            %1508 = arith.remsi %1495, %1506 : i64
            %1509 = arith.cmpi ne, %1508, %1497 : i64
            %1510 = arith.cmpi slt, %1508, %1497 : i64
            %1511 = arith.cmpi slt, %1506, %1497 : i64
            %1512 = arith.xori %1510, %1511 : i1
            %1513 = arith.andi %1509, %1512 : i1
            %1514 = arith.addi %1508, %1506 : i64
            %1515 = arith.select %1513, %1514, %1508 : i64
            scf.if %1501 {
              %1516 = arith.constant 2 : i32
              memref.store %1516, %status[%1486] : memref<?xi32>
              %1517 = arith.constant 15 : i32
              memref.store %1517, %pc[%1486] : memref<?xi32>
            } else {
              %1518 = arith.constant 0 : index
              %1519 = arith.constant 0 : index
              memref.store %1515, %v20_top[%1486] : memref<?xi64>
              %1520 = memref.load %pc_sp[%1486] : memref<?xi32>
              %1521 = arith.constant 0 : i32
              %1522 = arith.cmpi sgt, %1520, %1521 : i32
              scf.if %1522 {
                %1523 = arith.constant 1 : i32
                %1524 = arith.subi %1520, %1523 : i32
                %1525 = arith.constant 0 : index
                %1526 = arith.index_cast %1524 : i32 to index
                %1527 = arith.muli %1526, %z : index
                %1528 = arith.addi %1527, %1486 : index
                %1529 = memref.load %pc_stack[%1528] : memref<?xi32>
                memref.store %1524, %pc_sp[%1486] : memref<?xi32>
                memref.store %1529, %pc[%1486] : memref<?xi32>
              } else {
                %1530 = arith.constant 15 : i32
                memref.store %1530, %pc[%1486] : memref<?xi32>
              }
            }
          }
          %1531 = memref.load %pc[%1486] : memref<?xi32>
          %1532 = arith.minsi %1487, %1531 : i32
          %1533 = arith.extui %1492 : i1 to i64
          %1534 = arith.addi %1488, %1533 : i64
          scf.yield %1532, %1534 : i32, i64
        }
        %1535 = arith.subi %hi, %lo : index
        %1536 = arith.index_cast %1535 : index to i64
        %1537 = arith.constant 1 : i64
        %1538 = arith.constant 42 : index
        %1539 = memref.atomic_rmw addi %1537, %stats[%1538] : (i64, memref<?xi64>) -> i64
        %1540 = arith.constant 43 : index
        %1541 = memref.atomic_rmw addi %1536, %stats[%1540] : (i64, memref<?xi64>) -> i64
        %1542 = arith.constant 44 : index
        %1543 = memref.atomic_rmw addi %1485, %stats[%1542] : (i64, memref<?xi64>) -> i64
        scf.yield %1484 : i32
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
