module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @main_run(%pc: memref<?xi32> {llvm.noalias}, %pc_stack: memref<?xi32> {llvm.noalias}, %pc_sp: memref<?xi32> {llvm.noalias}, %status: memref<?xi32> {llvm.noalias}, %stats: memref<?xi64> {llvm.noalias}, %v0_top: memref<?xi64> {llvm.noalias}, %v1_top: memref<?xf64> {llvm.noalias}, %v2_shared: memref<?xf64> {llvm.noalias}, %v3_top: memref<?xf64> {llvm.noalias}, %v5_top: memref<?xi64> {llvm.noalias}, %v6_top: memref<?xf64> {llvm.noalias}, %v7_top: memref<?xf64> {llvm.noalias}, %v8_top: memref<?xf64> {llvm.noalias}, %v10_top: memref<?xi64> {llvm.noalias}, %v11_top: memref<?xf64> {llvm.noalias}, %v12_top: memref<?xf64> {llvm.noalias}, %v14_top: memref<?xi64> {llvm.noalias}, %v14_stack: memref<?xi64> {llvm.noalias}, %v14_sp: memref<?xi32> {llvm.noalias}, %v16_top: memref<?xf64> {llvm.noalias}, %v18_top: memref<?xf64> {llvm.noalias}, %v19_top: memref<?xi64> {llvm.noalias}, %v20_top: memref<?xi64> {llvm.noalias}, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = memref.dim %pc, %c0 : memref<?xi32>
    %halt = arith.constant 15 : i32
    %steps0 = arith.constant 0 : i64
    %scratch0 = memref.alloca() : memref<3xf64>
    %scratch1 = memref.alloca() : memref<3xf64>
    %scratch2 = memref.alloca() : memref<8xindex>
    %scratch3 = memref.alloca() : memref<24xf64>
    %scratch4 = memref.alloca() : memref<24xf64>
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
            memref.store %245, %scratch2[%246] : memref<8xindex>
            %252 = arith.addi %246, %243 : index
            scf.yield %252 : index
          } else {
            scf.yield %246 : index
          }
          %253 = arith.extui %250 : i1 to i64
          %254 = arith.addi %247, %253 : i64
          %255 = arith.constant 8 : index
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
            %268 = memref.load %scratch2[%267] : memref<8xindex>
            %269 = arith.constant 0 : index
            %270 = arith.constant 3 : index
            %271 = arith.muli %268, %270 : index
            %272 = arith.constant 1 : index
            %273 = arith.minui %272, %265 : index
            %274 = memref.load %scratch2[%273] : memref<8xindex>
            %275 = arith.constant 0 : index
            %276 = arith.constant 3 : index
            %277 = arith.muli %274, %276 : index
            %278 = arith.constant 2 : index
            %279 = arith.minui %278, %265 : index
            %280 = memref.load %scratch2[%279] : memref<8xindex>
            %281 = arith.constant 0 : index
            %282 = arith.constant 3 : index
            %283 = arith.muli %280, %282 : index
            %284 = arith.constant 3 : index
            %285 = arith.minui %284, %265 : index
            %286 = memref.load %scratch2[%285] : memref<8xindex>
            %287 = arith.constant 0 : index
            %288 = arith.constant 3 : index
            %289 = arith.muli %286, %288 : index
            %290 = arith.constant 4 : index
            %291 = arith.minui %290, %265 : index
            %292 = memref.load %scratch2[%291] : memref<8xindex>
            %293 = arith.constant 0 : index
            %294 = arith.constant 3 : index
            %295 = arith.muli %292, %294 : index
            %296 = arith.constant 5 : index
            %297 = arith.minui %296, %265 : index
            %298 = memref.load %scratch2[%297] : memref<8xindex>
            %299 = arith.constant 0 : index
            %300 = arith.constant 3 : index
            %301 = arith.muli %298, %300 : index
            %302 = arith.constant 6 : index
            %303 = arith.minui %302, %265 : index
            %304 = memref.load %scratch2[%303] : memref<8xindex>
            %305 = arith.constant 0 : index
            %306 = arith.constant 3 : index
            %307 = arith.muli %304, %306 : index
            %308 = arith.constant 7 : index
            %309 = arith.minui %308, %265 : index
            %310 = memref.load %scratch2[%309] : memref<8xindex>
            %311 = arith.constant 0 : index
            %312 = arith.constant 3 : index
            %313 = arith.muli %310, %312 : index
            %314 = arith.constant 0 : index
            %315 = memref.load %v6_top[%271] : memref<?xf64>
            %316 = arith.constant 0 : index
            %317 = arith.constant 8 : index
            %318 = arith.muli %314, %317 : index
            memref.store %315, %scratch3[%318] : memref<24xf64>
            %319 = memref.load %v6_top[%277] : memref<?xf64>
            %320 = arith.constant 1 : index
            %321 = arith.constant 8 : index
            %322 = arith.muli %314, %321 : index
            %323 = arith.addi %322, %320 : index
            memref.store %319, %scratch3[%323] : memref<24xf64>
            %324 = memref.load %v6_top[%283] : memref<?xf64>
            %325 = arith.constant 2 : index
            %326 = arith.constant 8 : index
            %327 = arith.muli %314, %326 : index
            %328 = arith.addi %327, %325 : index
            memref.store %324, %scratch3[%328] : memref<24xf64>
            %329 = memref.load %v6_top[%289] : memref<?xf64>
            %330 = arith.constant 3 : index
            %331 = arith.constant 8 : index
            %332 = arith.muli %314, %331 : index
            %333 = arith.addi %332, %330 : index
            memref.store %329, %scratch3[%333] : memref<24xf64>
            %334 = memref.load %v6_top[%295] : memref<?xf64>
            %335 = arith.constant 4 : index
            %336 = arith.constant 8 : index
            %337 = arith.muli %314, %336 : index
            %338 = arith.addi %337, %335 : index
            memref.store %334, %scratch3[%338] : memref<24xf64>
            %339 = memref.load %v6_top[%301] : memref<?xf64>
            %340 = arith.constant 5 : index
            %341 = arith.constant 8 : index
            %342 = arith.muli %314, %341 : index
            %343 = arith.addi %342, %340 : index
            memref.store %339, %scratch3[%343] : memref<24xf64>
            %344 = memref.load %v6_top[%307] : memref<?xf64>
            %345 = arith.constant 6 : index
            %346 = arith.constant 8 : index
            %347 = arith.muli %314, %346 : index
            %348 = arith.addi %347, %345 : index
            memref.store %344, %scratch3[%348] : memref<24xf64>
            %349 = memref.load %v6_top[%313] : memref<?xf64>
            %350 = arith.constant 7 : index
            %351 = arith.constant 8 : index
            %352 = arith.muli %314, %351 : index
            %353 = arith.addi %352, %350 : index
            memref.store %349, %scratch3[%353] : memref<24xf64>
            %354 = arith.constant 1 : index
            %355 = arith.addi %271, %354 : index
            %356 = memref.load %v6_top[%355] : memref<?xf64>
            %357 = arith.constant 0 : index
            %358 = arith.constant 8 : index
            memref.store %356, %scratch3[%358] : memref<24xf64>
            %359 = arith.addi %277, %354 : index
            %360 = memref.load %v6_top[%359] : memref<?xf64>
            %361 = arith.constant 1 : index
            %362 = arith.constant 8 : index
            %363 = arith.addi %362, %361 : index
            memref.store %360, %scratch3[%363] : memref<24xf64>
            %364 = arith.addi %283, %354 : index
            %365 = memref.load %v6_top[%364] : memref<?xf64>
            %366 = arith.constant 2 : index
            %367 = arith.constant 8 : index
            %368 = arith.addi %367, %366 : index
            memref.store %365, %scratch3[%368] : memref<24xf64>
            %369 = arith.addi %289, %354 : index
            %370 = memref.load %v6_top[%369] : memref<?xf64>
            %371 = arith.constant 3 : index
            %372 = arith.constant 8 : index
            %373 = arith.addi %372, %371 : index
            memref.store %370, %scratch3[%373] : memref<24xf64>
            %374 = arith.addi %295, %354 : index
            %375 = memref.load %v6_top[%374] : memref<?xf64>
            %376 = arith.constant 4 : index
            %377 = arith.constant 8 : index
            %378 = arith.addi %377, %376 : index
            memref.store %375, %scratch3[%378] : memref<24xf64>
            %379 = arith.addi %301, %354 : index
            %380 = memref.load %v6_top[%379] : memref<?xf64>
            %381 = arith.constant 5 : index
            %382 = arith.constant 8 : index
            %383 = arith.addi %382, %381 : index
            memref.store %380, %scratch3[%383] : memref<24xf64>
            %384 = arith.addi %307, %354 : index
            %385 = memref.load %v6_top[%384] : memref<?xf64>
            %386 = arith.constant 6 : index
            %387 = arith.constant 8 : index
            %388 = arith.addi %387, %386 : index
            memref.store %385, %scratch3[%388] : memref<24xf64>
            %389 = arith.addi %313, %354 : index
            %390 = memref.load %v6_top[%389] : memref<?xf64>
            %391 = arith.constant 7 : index
            %392 = arith.constant 8 : index
            %393 = arith.addi %392, %391 : index
            memref.store %390, %scratch3[%393] : memref<24xf64>
            %394 = arith.constant 2 : index
            %395 = arith.addi %271, %394 : index
            %396 = memref.load %v6_top[%395] : memref<?xf64>
            %397 = arith.constant 0 : index
            %398 = arith.constant 8 : index
            %399 = arith.muli %394, %398 : index
            memref.store %396, %scratch3[%399] : memref<24xf64>
            %400 = arith.addi %277, %394 : index
            %401 = memref.load %v6_top[%400] : memref<?xf64>
            %402 = arith.constant 1 : index
            %403 = arith.constant 8 : index
            %404 = arith.muli %394, %403 : index
            %405 = arith.addi %404, %402 : index
            memref.store %401, %scratch3[%405] : memref<24xf64>
            %406 = arith.addi %283, %394 : index
            %407 = memref.load %v6_top[%406] : memref<?xf64>
            %408 = arith.constant 2 : index
            %409 = arith.constant 8 : index
            %410 = arith.muli %394, %409 : index
            %411 = arith.addi %410, %408 : index
            memref.store %407, %scratch3[%411] : memref<24xf64>
            %412 = arith.addi %289, %394 : index
            %413 = memref.load %v6_top[%412] : memref<?xf64>
            %414 = arith.constant 3 : index
            %415 = arith.constant 8 : index
            %416 = arith.muli %394, %415 : index
            %417 = arith.addi %416, %414 : index
            memref.store %413, %scratch3[%417] : memref<24xf64>
            %418 = arith.addi %295, %394 : index
            %419 = memref.load %v6_top[%418] : memref<?xf64>
            %420 = arith.constant 4 : index
            %421 = arith.constant 8 : index
            %422 = arith.muli %394, %421 : index
            %423 = arith.addi %422, %420 : index
            memref.store %419, %scratch3[%423] : memref<24xf64>
            %424 = arith.addi %301, %394 : index
            %425 = memref.load %v6_top[%424] : memref<?xf64>
            %426 = arith.constant 5 : index
            %427 = arith.constant 8 : index
            %428 = arith.muli %394, %427 : index
            %429 = arith.addi %428, %426 : index
            memref.store %425, %scratch3[%429] : memref<24xf64>
            %430 = arith.addi %307, %394 : index
            %431 = memref.load %v6_top[%430] : memref<?xf64>
            %432 = arith.constant 6 : index
            %433 = arith.constant 8 : index
            %434 = arith.muli %394, %433 : index
            %435 = arith.addi %434, %432 : index
            memref.store %431, %scratch3[%435] : memref<24xf64>
            %436 = arith.addi %313, %394 : index
            %437 = memref.load %v6_top[%436] : memref<?xf64>
            %438 = arith.constant 7 : index
            %439 = arith.constant 8 : index
            %440 = arith.muli %394, %439 : index
            %441 = arith.addi %440, %438 : index
            memref.store %437, %scratch3[%441] : memref<24xf64>
            %442 = arith.constant 0 : index
            %443 = arith.constant dense<0.0> : vector<8xf64>
            %447 = arith.constant 0 : index
            %448 = arith.constant 3 : index
            %449 = arith.constant 1 : index
            %450:3 = scf.for %451 = %447 to %448 step %449 iter_args(%444 = %443, %445 = %443, %446 = %443) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>) {
              %452 = arith.constant 8 : index
              %453 = arith.muli %451, %452 : index
              %454 = vector.load %scratch3[%453] : memref<24xf64>, vector<8xf64>
              %455 = arith.constant 0 : index
              %456 = arith.constant 3 : index
              %457 = arith.muli %442, %456 : index
              %458 = arith.addi %457, %451 : index
              %459 = memref.load %v2_shared[%458] : memref<?xf64>
              %460 = vector.broadcast %459 : f64 to vector<8xf64>
              %461 = arith.mulf %460, %454 : vector<8xf64>
              %462 = arith.addf %444, %461 : vector<8xf64>
              %463 = arith.constant 1 : index
              %464 = arith.constant 3 : index
              %465 = arith.addi %464, %451 : index
              %466 = memref.load %v2_shared[%465] : memref<?xf64>
              %467 = vector.broadcast %466 : f64 to vector<8xf64>
              %468 = arith.mulf %467, %454 : vector<8xf64>
              %469 = arith.addf %445, %468 : vector<8xf64>
              %470 = arith.constant 2 : index
              %471 = arith.constant 3 : index
              %472 = arith.muli %470, %471 : index
              %473 = arith.addi %472, %451 : index
              %474 = memref.load %v2_shared[%473] : memref<?xf64>
              %475 = vector.broadcast %474 : f64 to vector<8xf64>
              %476 = arith.mulf %475, %454 : vector<8xf64>
              %477 = arith.addf %446, %476 : vector<8xf64>
              scf.yield %462, %469, %477 : vector<8xf64>, vector<8xf64>, vector<8xf64>
            }
            %478 = arith.constant 0 : index
            %479 = arith.constant 8 : index
            %480 = arith.muli %442, %479 : index
            vector.store %450#0, %scratch4[%480] : memref<24xf64>, vector<8xf64>
            %481 = arith.constant 1 : index
            %482 = arith.constant 8 : index
            vector.store %450#1, %scratch4[%482] : memref<24xf64>, vector<8xf64>
            %483 = arith.constant 2 : index
            %484 = arith.constant 8 : index
            %485 = arith.muli %483, %484 : index
            vector.store %450#2, %scratch4[%485] : memref<24xf64>, vector<8xf64>
            %486 = arith.constant 1 : index
            %487 = arith.subi %251, %486 : index
            %488 = arith.constant 0 : index
            %489 = arith.minui %488, %487 : index
            %490 = memref.load %scratch2[%489] : memref<8xindex>
            %491 = arith.constant 0 : index
            %492 = arith.constant 3 : index
            %493 = arith.muli %490, %492 : index
            %494 = arith.constant 1 : index
            %495 = arith.minui %494, %487 : index
            %496 = memref.load %scratch2[%495] : memref<8xindex>
            %497 = arith.constant 0 : index
            %498 = arith.constant 3 : index
            %499 = arith.muli %496, %498 : index
            %500 = arith.constant 2 : index
            %501 = arith.minui %500, %487 : index
            %502 = memref.load %scratch2[%501] : memref<8xindex>
            %503 = arith.constant 0 : index
            %504 = arith.constant 3 : index
            %505 = arith.muli %502, %504 : index
            %506 = arith.constant 3 : index
            %507 = arith.minui %506, %487 : index
            %508 = memref.load %scratch2[%507] : memref<8xindex>
            %509 = arith.constant 0 : index
            %510 = arith.constant 3 : index
            %511 = arith.muli %508, %510 : index
            %512 = arith.constant 4 : index
            %513 = arith.minui %512, %487 : index
            %514 = memref.load %scratch2[%513] : memref<8xindex>
            %515 = arith.constant 0 : index
            %516 = arith.constant 3 : index
            %517 = arith.muli %514, %516 : index
            %518 = arith.constant 5 : index
            %519 = arith.minui %518, %487 : index
            %520 = memref.load %scratch2[%519] : memref<8xindex>
            %521 = arith.constant 0 : index
            %522 = arith.constant 3 : index
            %523 = arith.muli %520, %522 : index
            %524 = arith.constant 6 : index
            %525 = arith.minui %524, %487 : index
            %526 = memref.load %scratch2[%525] : memref<8xindex>
            %527 = arith.constant 0 : index
            %528 = arith.constant 3 : index
            %529 = arith.muli %526, %528 : index
            %530 = arith.constant 7 : index
            %531 = arith.minui %530, %487 : index
            %532 = memref.load %scratch2[%531] : memref<8xindex>
            %533 = arith.constant 0 : index
            %534 = arith.constant 3 : index
            %535 = arith.muli %532, %534 : index
            %536 = arith.constant 0 : index
            %537 = arith.constant 0 : index
            %538 = arith.constant 8 : index
            %539 = arith.muli %536, %538 : index
            %540 = memref.load %scratch4[%539] : memref<24xf64>
            memref.store %540, %v8_top[%493] : memref<?xf64>
            %541 = arith.constant 1 : index
            %542 = arith.constant 8 : index
            %543 = arith.muli %536, %542 : index
            %544 = arith.addi %543, %541 : index
            %545 = memref.load %scratch4[%544] : memref<24xf64>
            memref.store %545, %v8_top[%499] : memref<?xf64>
            %546 = arith.constant 2 : index
            %547 = arith.constant 8 : index
            %548 = arith.muli %536, %547 : index
            %549 = arith.addi %548, %546 : index
            %550 = memref.load %scratch4[%549] : memref<24xf64>
            memref.store %550, %v8_top[%505] : memref<?xf64>
            %551 = arith.constant 3 : index
            %552 = arith.constant 8 : index
            %553 = arith.muli %536, %552 : index
            %554 = arith.addi %553, %551 : index
            %555 = memref.load %scratch4[%554] : memref<24xf64>
            memref.store %555, %v8_top[%511] : memref<?xf64>
            %556 = arith.constant 4 : index
            %557 = arith.constant 8 : index
            %558 = arith.muli %536, %557 : index
            %559 = arith.addi %558, %556 : index
            %560 = memref.load %scratch4[%559] : memref<24xf64>
            memref.store %560, %v8_top[%517] : memref<?xf64>
            %561 = arith.constant 5 : index
            %562 = arith.constant 8 : index
            %563 = arith.muli %536, %562 : index
            %564 = arith.addi %563, %561 : index
            %565 = memref.load %scratch4[%564] : memref<24xf64>
            memref.store %565, %v8_top[%523] : memref<?xf64>
            %566 = arith.constant 6 : index
            %567 = arith.constant 8 : index
            %568 = arith.muli %536, %567 : index
            %569 = arith.addi %568, %566 : index
            %570 = memref.load %scratch4[%569] : memref<24xf64>
            memref.store %570, %v8_top[%529] : memref<?xf64>
            %571 = arith.constant 7 : index
            %572 = arith.constant 8 : index
            %573 = arith.muli %536, %572 : index
            %574 = arith.addi %573, %571 : index
            %575 = memref.load %scratch4[%574] : memref<24xf64>
            memref.store %575, %v8_top[%535] : memref<?xf64>
            %576 = arith.constant 1 : index
            %577 = arith.constant 0 : index
            %578 = arith.constant 8 : index
            %579 = memref.load %scratch4[%578] : memref<24xf64>
            %580 = arith.addi %493, %576 : index
            memref.store %579, %v8_top[%580] : memref<?xf64>
            %581 = arith.constant 1 : index
            %582 = arith.constant 8 : index
            %583 = arith.addi %582, %581 : index
            %584 = memref.load %scratch4[%583] : memref<24xf64>
            %585 = arith.addi %499, %576 : index
            memref.store %584, %v8_top[%585] : memref<?xf64>
            %586 = arith.constant 2 : index
            %587 = arith.constant 8 : index
            %588 = arith.addi %587, %586 : index
            %589 = memref.load %scratch4[%588] : memref<24xf64>
            %590 = arith.addi %505, %576 : index
            memref.store %589, %v8_top[%590] : memref<?xf64>
            %591 = arith.constant 3 : index
            %592 = arith.constant 8 : index
            %593 = arith.addi %592, %591 : index
            %594 = memref.load %scratch4[%593] : memref<24xf64>
            %595 = arith.addi %511, %576 : index
            memref.store %594, %v8_top[%595] : memref<?xf64>
            %596 = arith.constant 4 : index
            %597 = arith.constant 8 : index
            %598 = arith.addi %597, %596 : index
            %599 = memref.load %scratch4[%598] : memref<24xf64>
            %600 = arith.addi %517, %576 : index
            memref.store %599, %v8_top[%600] : memref<?xf64>
            %601 = arith.constant 5 : index
            %602 = arith.constant 8 : index
            %603 = arith.addi %602, %601 : index
            %604 = memref.load %scratch4[%603] : memref<24xf64>
            %605 = arith.addi %523, %576 : index
            memref.store %604, %v8_top[%605] : memref<?xf64>
            %606 = arith.constant 6 : index
            %607 = arith.constant 8 : index
            %608 = arith.addi %607, %606 : index
            %609 = memref.load %scratch4[%608] : memref<24xf64>
            %610 = arith.addi %529, %576 : index
            memref.store %609, %v8_top[%610] : memref<?xf64>
            %611 = arith.constant 7 : index
            %612 = arith.constant 8 : index
            %613 = arith.addi %612, %611 : index
            %614 = memref.load %scratch4[%613] : memref<24xf64>
            %615 = arith.addi %535, %576 : index
            memref.store %614, %v8_top[%615] : memref<?xf64>
            %616 = arith.constant 2 : index
            %617 = arith.constant 0 : index
            %618 = arith.constant 8 : index
            %619 = arith.muli %616, %618 : index
            %620 = memref.load %scratch4[%619] : memref<24xf64>
            %621 = arith.addi %493, %616 : index
            memref.store %620, %v8_top[%621] : memref<?xf64>
            %622 = arith.constant 1 : index
            %623 = arith.constant 8 : index
            %624 = arith.muli %616, %623 : index
            %625 = arith.addi %624, %622 : index
            %626 = memref.load %scratch4[%625] : memref<24xf64>
            %627 = arith.addi %499, %616 : index
            memref.store %626, %v8_top[%627] : memref<?xf64>
            %628 = arith.constant 2 : index
            %629 = arith.constant 8 : index
            %630 = arith.muli %616, %629 : index
            %631 = arith.addi %630, %628 : index
            %632 = memref.load %scratch4[%631] : memref<24xf64>
            %633 = arith.addi %505, %616 : index
            memref.store %632, %v8_top[%633] : memref<?xf64>
            %634 = arith.constant 3 : index
            %635 = arith.constant 8 : index
            %636 = arith.muli %616, %635 : index
            %637 = arith.addi %636, %634 : index
            %638 = memref.load %scratch4[%637] : memref<24xf64>
            %639 = arith.addi %511, %616 : index
            memref.store %638, %v8_top[%639] : memref<?xf64>
            %640 = arith.constant 4 : index
            %641 = arith.constant 8 : index
            %642 = arith.muli %616, %641 : index
            %643 = arith.addi %642, %640 : index
            %644 = memref.load %scratch4[%643] : memref<24xf64>
            %645 = arith.addi %517, %616 : index
            memref.store %644, %v8_top[%645] : memref<?xf64>
            %646 = arith.constant 5 : index
            %647 = arith.constant 8 : index
            %648 = arith.muli %616, %647 : index
            %649 = arith.addi %648, %646 : index
            %650 = memref.load %scratch4[%649] : memref<24xf64>
            %651 = arith.addi %523, %616 : index
            memref.store %650, %v8_top[%651] : memref<?xf64>
            %652 = arith.constant 6 : index
            %653 = arith.constant 8 : index
            %654 = arith.muli %616, %653 : index
            %655 = arith.addi %654, %652 : index
            %656 = memref.load %scratch4[%655] : memref<24xf64>
            %657 = arith.addi %529, %616 : index
            memref.store %656, %v8_top[%657] : memref<?xf64>
            %658 = arith.constant 7 : index
            %659 = arith.constant 8 : index
            %660 = arith.muli %616, %659 : index
            %661 = arith.addi %660, %658 : index
            %662 = memref.load %scratch4[%661] : memref<24xf64>
            %663 = arith.addi %535, %616 : index
            memref.store %662, %v8_top[%663] : memref<?xf64>
            %664 = arith.constant 0 : index
            %665 = arith.constant 1 : index
            scf.for %666 = %664 to %251 step %665 {
              %667 = memref.load %scratch2[%666] : memref<8xindex>
              %668 = arith.constant 7 : i32
              memref.store %668, %pc[%667] : memref<?xi32>
            }
          }
          %669 = arith.select %263, %241, %251 : index
          scf.yield %669, %254 : index, i64
        }
        %670 = arith.constant 1 : index
        %671 = scf.for %672 = %lo to %hi step %670 iter_args(%673 = %halt) -> (i32) {
          %674 = memref.load %pc[%672] : memref<?xi32>
          %675 = arith.minsi %673, %674 : i32
          scf.yield %675 : i32
        }
        %676 = arith.subi %hi, %lo : index
        %677 = arith.index_cast %676 : index to i64
        %678 = arith.constant 1 : i64
        %679 = arith.constant 18 : index
        %680 = memref.atomic_rmw addi %678, %stats[%679] : (i64, memref<?xi64>) -> i64
        %681 = arith.constant 19 : index
        %682 = memref.atomic_rmw addi %677, %stats[%681] : (i64, memref<?xi64>) -> i64
        %683 = arith.constant 20 : index
        %684 = memref.atomic_rmw addi %244#1, %stats[%683] : (i64, memref<?xi64>) -> i64
        scf.yield %671 : i32
      }
      case 7 {
        %685 = arith.constant 0 : i64
        %691 = arith.constant 1 : index
        %686, %687 = scf.for %688 = %lo to %hi step %691 iter_args(%689 = %halt, %690 = %685) -> (i32, i64) {
          %692 = memref.load %pc[%688] : memref<?xi32>
          %693 = arith.constant 7 : i32
          %694 = arith.cmpi eq, %692, %693 : i32
          scf.if %694 {
            %695 = arith.constant 0 : index
            %696 = arith.constant 3 : index
            %697 = arith.muli %688, %696 : index
            %698 = arith.constant 0x0000000000000000 : f64
            %699 = arith.constant 0 : index
            %700 = arith.constant 3 : index
            %701 = arith.constant 1 : index
            %702 = scf.for %703 = %699 to %700 step %701 iter_args(%704 = %698) -> (f64) {
              %705 = arith.addi %697, %703 : index
              %706 = memref.load %v8_top[%705] : memref<?xf64>
              %707 = arith.addf %704, %706 : f64
              scf.yield %707 : f64
            }
            %708 = arith.constant 0 : index
            %709 = arith.constant 3 : index
            %710 = arith.muli %688, %709 : index
            %711 = arith.constant 0 : index
            %712 = arith.constant 3 : index
            %713 = arith.muli %688, %712 : index
            %714 = arith.constant 0 : index
            %715 = arith.constant 3 : index
            %716 = arith.constant 1 : index
            scf.for %717 = %714 to %715 step %716 {
              %718 = arith.addi %710, %717 : index
              %719 = memref.load %v6_top[%718] : memref<?xf64>
              %720 = arith.addf %719, %702 : f64
              %721 = arith.addi %713, %717 : index
              memref.store %720, %v7_top[%721] : memref<?xf64>
            }
            %722 = memref.load %pc_sp[%688] : memref<?xi32>
            %723 = arith.constant 0 : i32
            %724 = arith.cmpi sgt, %722, %723 : i32
            scf.if %724 {
              %725 = arith.constant 1 : i32
              %726 = arith.subi %722, %725 : i32
              %727 = arith.constant 0 : index
              %728 = arith.index_cast %726 : i32 to index
              %729 = arith.muli %728, %z : index
              %730 = arith.addi %729, %688 : index
              %731 = memref.load %pc_stack[%730] : memref<?xi32>
              memref.store %726, %pc_sp[%688] : memref<?xi32>
              memref.store %731, %pc[%688] : memref<?xi32>
            } else {
              %732 = arith.constant 15 : i32
              memref.store %732, %pc[%688] : memref<?xi32>
            }
          }
          %733 = memref.load %pc[%688] : memref<?xi32>
          %734 = arith.minsi %689, %733 : i32
          %735 = arith.extui %694 : i1 to i64
          %736 = arith.addi %690, %735 : i64
          scf.yield %734, %736 : i32, i64
        }
        %737 = arith.subi %hi, %lo : index
        %738 = arith.index_cast %737 : index to i64
        %739 = arith.constant 1 : i64
        %740 = arith.constant 21 : index
        %741 = memref.atomic_rmw addi %739, %stats[%740] : (i64, memref<?xi64>) -> i64
        %742 = arith.constant 22 : index
        %743 = memref.atomic_rmw addi %738, %stats[%742] : (i64, memref<?xi64>) -> i64
        %744 = arith.constant 23 : index
        %745 = memref.atomic_rmw addi %687, %stats[%744] : (i64, memref<?xi64>) -> i64
        scf.yield %686 : i32
      }
      case 8 {
        %746 = arith.constant 0 : i64
        %752 = arith.constant 1 : index
        %747, %748 = scf.for %749 = %lo to %hi step %752 iter_args(%750 = %halt, %751 = %746) -> (i32, i64) {
          %753 = memref.load %pc[%749] : memref<?xi32>
          %754 = arith.constant 8 : i32
          %755 = arith.cmpi eq, %753, %754 : i32
          scf.if %755 {
            %756 = arith.constant 0 : index
            %757 = arith.constant 0 : index
            %758 = memref.load %v10_top[%749] : memref<?xi64>
            %759 = arith.constant 0 : i64
            %760 = arith.cmpi sle, %758, %759 : i64
            %761 = arith.constant 9 : i32
            %762 = arith.constant 11 : i32
            %763 = arith.select %760, %761, %762 : i32
            memref.store %763, %pc[%749] : memref<?xi32>
          }
          %764 = memref.load %pc[%749] : memref<?xi32>
          %765 = arith.minsi %750, %764 : i32
          %766 = arith.extui %755 : i1 to i64
          %767 = arith.addi %751, %766 : i64
          scf.yield %765, %767 : i32, i64
        }
        %768 = arith.subi %hi, %lo : index
        %769 = arith.index_cast %768 : index to i64
        %770 = arith.constant 1 : i64
        %771 = arith.constant 24 : index
        %772 = memref.atomic_rmw addi %770, %stats[%771] : (i64, memref<?xi64>) -> i64
        %773 = arith.constant 25 : index
        %774 = memref.atomic_rmw addi %769, %stats[%773] : (i64, memref<?xi64>) -> i64
        %775 = arith.constant 26 : index
        %776 = memref.atomic_rmw addi %748, %stats[%775] : (i64, memref<?xi64>) -> i64
        scf.yield %747 : i32
      }
      case 9 {
        %777 = arith.constant 0 : i64
        %783 = arith.constant 1 : index
        %778, %779 = scf.for %780 = %lo to %hi step %783 iter_args(%781 = %halt, %782 = %777) -> (i32, i64) {
          %784 = memref.load %pc[%780] : memref<?xi32>
          %785 = arith.constant 9 : i32
          %786 = arith.cmpi eq, %784, %785 : i32
          scf.if %786 {
            %787 = arith.constant 0 : index
            %788 = arith.constant 3 : index
            %789 = arith.muli %780, %788 : index
            %790 = arith.constant 0 : index
            %791 = arith.constant 3 : index
            %792 = arith.muli %780, %791 : index
            %793 = arith.constant 0 : index
            %794 = arith.constant 3 : index
            %795 = arith.constant 1 : index
            scf.for %796 = %793 to %794 step %795 {
              %797 = arith.addi %789, %796 : index
              %798 = memref.load %v11_top[%797] : memref<?xf64>
              %799 = arith.addi %792, %796 : index
              memref.store %798, %v6_top[%799] : memref<?xf64>
            }
            %800 = memref.load %pc_sp[%780] : memref<?xi32>
            %801 = arith.constant 128 : i32
            %802 = arith.cmpi sge, %800, %801 : i32
            scf.if %802 {
              %803 = arith.constant 1 : i32
              memref.store %803, %status[%780] : memref<?xi32>
              %804 = arith.constant 15 : i32
              memref.store %804, %pc[%780] : memref<?xi32>
            } else {
              %805 = arith.constant 0 : index
              %806 = arith.index_cast %800 : i32 to index
              %807 = arith.muli %806, %z : index
              %808 = arith.addi %807, %780 : index
              %809 = arith.constant 10 : i32
              memref.store %809, %pc_stack[%808] : memref<?xi32>
              %810 = arith.constant 1 : i32
              %811 = arith.addi %800, %810 : i32
              memref.store %811, %pc_sp[%780] : memref<?xi32>
              %812 = arith.constant 6 : i32
              memref.store %812, %pc[%780] : memref<?xi32>
            }
          }
          %813 = memref.load %pc[%780] : memref<?xi32>
          %814 = arith.minsi %781, %813 : i32
          %815 = arith.extui %786 : i1 to i64
          %816 = arith.addi %782, %815 : i64
          scf.yield %814, %816 : i32, i64
        }
        %817 = arith.subi %hi, %lo : index
        %818 = arith.index_cast %817 : index to i64
        %819 = arith.constant 1 : i64
        %820 = arith.constant 27 : index
        %821 = memref.atomic_rmw addi %819, %stats[%820] : (i64, memref<?xi64>) -> i64
        %822 = arith.constant 28 : index
        %823 = memref.atomic_rmw addi %818, %stats[%822] : (i64, memref<?xi64>) -> i64
        %824 = arith.constant 29 : index
        %825 = memref.atomic_rmw addi %779, %stats[%824] : (i64, memref<?xi64>) -> i64
        scf.yield %778 : i32
      }
      case 10 {
        %826 = arith.constant 0 : i64
        %832 = arith.constant 1 : index
        %827, %828 = scf.for %829 = %lo to %hi step %832 iter_args(%830 = %halt, %831 = %826) -> (i32, i64) {
          %833 = memref.load %pc[%829] : memref<?xi32>
          %834 = arith.constant 10 : i32
          %835 = arith.cmpi eq, %833, %834 : i32
          scf.if %835 {
            %836 = arith.constant 0 : index
            %837 = arith.constant 3 : index
            %838 = arith.muli %829, %837 : index
            %839 = arith.constant 0 : index
            %840 = arith.constant 3 : index
            %841 = arith.muli %829, %840 : index
            %842 = arith.constant 0 : index
            %843 = arith.constant 3 : index
            %844 = arith.constant 1 : index
            scf.for %845 = %842 to %843 step %844 {
              %846 = arith.addi %838, %845 : index
              %847 = memref.load %v7_top[%846] : memref<?xf64>
              %848 = arith.addi %841, %845 : index
              memref.store %847, %v12_top[%848] : memref<?xf64>
            }
            %849 = memref.load %pc_sp[%829] : memref<?xi32>
            %850 = arith.constant 0 : i32
            %851 = arith.cmpi sgt, %849, %850 : i32
            scf.if %851 {
              %852 = arith.constant 1 : i32
              %853 = arith.subi %849, %852 : i32
              %854 = arith.constant 0 : index
              %855 = arith.index_cast %853 : i32 to index
              %856 = arith.muli %855, %z : index
              %857 = arith.addi %856, %829 : index
              %858 = memref.load %pc_stack[%857] : memref<?xi32>
              memref.store %853, %pc_sp[%829] : memref<?xi32>
              memref.store %858, %pc[%829] : memref<?xi32>
            } else {
              %859 = arith.constant 15 : i32
              memref.store %859, %pc[%829] : memref<?xi32>
            }
          }
          %860 = memref.load %pc[%829] : memref<?xi32>
          %861 = arith.minsi %830, %860 : i32
          %862 = arith.extui %835 : i1 to i64
          %863 = arith.addi %831, %862 : i64
          scf.yield %861, %863 : i32, i64
        }
        %864 = arith.subi %hi, %lo : index
        %865 = arith.index_cast %864 : index to i64
        %866 = arith.constant 1 : i64
        %867 = arith.constant 30 : index
        %868 = memref.atomic_rmw addi %866, %stats[%867] : (i64, memref<?xi64>) -> i64
        %869 = arith.constant 31 : index
        %870 = memref.atomic_rmw addi %865, %stats[%869] : (i64, memref<?xi64>) -> i64
        %871 = arith.constant 32 : index
        %872 = memref.atomic_rmw addi %828, %stats[%871] : (i64, memref<?xi64>) -> i64
        scf.yield %827 : i32
      }
      case 11 {
        %873 = arith.constant 0 : i64
        %879 = arith.constant 1 : index
        %874, %875 = scf.for %876 = %lo to %hi step %879 iter_args(%877 = %halt, %878 = %873) -> (i32, i64) {
          %880 = memref.load %pc[%876] : memref<?xi32>
          %881 = arith.constant 11 : i32
          %882 = arith.cmpi eq, %880, %881 : i32
          scf.if %882 {
            %883 = arith.constant 0 : index
            %884 = arith.constant 0 : index
            %885 = memref.load %v10_top[%876] : memref<?xi64>
            %886 = arith.constant 1 : i64
            %887 = arith.subi %885, %886 : i64
            %888 = arith.constant 0 : index
            %889 = arith.constant 0 : index
            memref.store %887, %v14_top[%876] : memref<?xi64>
            %890 = arith.constant 1 : i64
            %891 = arith.subi %885, %890 : i64
            %892 = arith.constant 0 : index
            %893 = arith.constant 3 : index
            %894 = arith.muli %876, %893 : index
            %895 = arith.constant 0 : index
            %896 = arith.constant 0 : index
            %897 = arith.constant 3 : index
            %898 = arith.constant 1 : index
            scf.for %899 = %896 to %897 step %898 {
              %900 = arith.addi %894, %899 : index
              %901 = memref.load %v11_top[%900] : memref<?xf64>
              memref.store %901, %scratch1[%899] : memref<3xf64>
            }
            %902 = memref.load %v14_sp[%876] : memref<?xi32>
            %903 = arith.constant 128 : i32
            %904 = arith.cmpi sge, %902, %903 : i32
            scf.if %904 {
              %905 = arith.constant 1 : i32
              memref.store %905, %status[%876] : memref<?xi32>
              %906 = arith.constant 15 : i32
              memref.store %906, %pc[%876] : memref<?xi32>
            } else {
              %907 = arith.index_cast %902 : i32 to index
              %908 = arith.constant 0 : index
              %909 = memref.load %v14_top[%876] : memref<?xi64>
              %910 = arith.muli %907, %z : index
              %911 = arith.addi %910, %876 : index
              memref.store %909, %v14_stack[%911] : memref<?xi64>
              %912 = arith.constant 1 : i32
              %913 = arith.addi %902, %912 : i32
              memref.store %913, %v14_sp[%876] : memref<?xi32>
              %914 = arith.constant 0 : index
              %915 = arith.constant 0 : index
              memref.store %887, %v14_top[%876] : memref<?xi64>
              %916 = arith.constant 0 : index
              %917 = arith.constant 0 : index
              memref.store %891, %v10_top[%876] : memref<?xi64>
              %918 = arith.constant 0 : index
              %919 = arith.constant 0 : index
              %920 = arith.constant 3 : index
              %921 = arith.muli %876, %920 : index
              %922 = arith.constant 0 : index
              %923 = arith.constant 3 : index
              %924 = arith.constant 1 : index
              scf.for %925 = %922 to %923 step %924 {
                %926 = memref.load %scratch1[%925] : memref<3xf64>
                %927 = arith.addi %921, %925 : index
                memref.store %926, %v11_top[%927] : memref<?xf64>
              }
              %928 = memref.load %pc_sp[%876] : memref<?xi32>
              %929 = arith.constant 128 : i32
              %930 = arith.cmpi sge, %928, %929 : i32
              scf.if %930 {
                %931 = arith.constant 1 : i32
                memref.store %931, %status[%876] : memref<?xi32>
                %932 = arith.constant 15 : i32
                memref.store %932, %pc[%876] : memref<?xi32>
              } else {
                %933 = arith.constant 0 : index
                %934 = arith.index_cast %928 : i32 to index
                %935 = arith.muli %934, %z : index
                %936 = arith.addi %935, %876 : index
                %937 = arith.constant 12 : i32
                memref.store %937, %pc_stack[%936] : memref<?xi32>
                %938 = arith.constant 1 : i32
                %939 = arith.addi %928, %938 : i32
                memref.store %939, %pc_sp[%876] : memref<?xi32>
                %940 = arith.constant 8 : i32
                memref.store %940, %pc[%876] : memref<?xi32>
              }
            }
          }
          %941 = memref.load %pc[%876] : memref<?xi32>
          %942 = arith.minsi %877, %941 : i32
          %943 = arith.extui %882 : i1 to i64
          %944 = arith.addi %878, %943 : i64
          scf.yield %942, %944 : i32, i64
        }
        %945 = arith.subi %hi, %lo : index
        %946 = arith.index_cast %945 : index to i64
        %947 = arith.constant 1 : i64
        %948 = arith.constant 33 : index
        %949 = memref.atomic_rmw addi %947, %stats[%948] : (i64, memref<?xi64>) -> i64
        %950 = arith.constant 34 : index
        %951 = memref.atomic_rmw addi %946, %stats[%950] : (i64, memref<?xi64>) -> i64
        %952 = arith.constant 35 : index
        %953 = memref.atomic_rmw addi %875, %stats[%952] : (i64, memref<?xi64>) -> i64
        scf.yield %874 : i32
      }
      case 12 {
        %954 = arith.constant 0 : i64
        %960 = arith.constant 1 : index
        %955, %956 = scf.for %957 = %lo to %hi step %960 iter_args(%958 = %halt, %959 = %954) -> (i32, i64) {
          %961 = memref.load %pc[%957] : memref<?xi32>
          %962 = arith.constant 12 : i32
          %963 = arith.cmpi eq, %961, %962 : i32
          scf.if %963 {
            %964 = arith.constant 0 : index
            %965 = arith.constant 3 : index
            %966 = arith.muli %957, %965 : index
            %967 = arith.constant 0 : index
            %968 = arith.constant 3 : index
            %969 = arith.muli %957, %968 : index
            %970 = arith.constant 0 : index
            %971 = arith.constant 3 : index
            %972 = arith.constant 1 : index
            scf.for %973 = %970 to %971 step %972 {
              %974 = arith.addi %966, %973 : index
              %975 = memref.load %v12_top[%974] : memref<?xf64>
              %976 = arith.addi %969, %973 : index
              memref.store %975, %v16_top[%976] : memref<?xf64>
            }
            %977 = memref.load %v14_sp[%957] : memref<?xi32>
            %978 = arith.constant 0 : i32
            %979 = arith.cmpi sgt, %977, %978 : i32
            scf.if %979 {
              %980 = arith.constant 1 : i32
              %981 = arith.subi %977, %980 : i32
              %982 = arith.index_cast %981 : i32 to index
              %983 = arith.constant 0 : index
              %984 = arith.muli %982, %z : index
              %985 = arith.addi %984, %957 : index
              %986 = memref.load %v14_stack[%985] : memref<?xi64>
              memref.store %986, %v14_top[%957] : memref<?xi64>
              memref.store %981, %v14_sp[%957] : memref<?xi32>
            }
            %987 = arith.constant 0 : index
            %988 = arith.constant 3 : index
            %989 = arith.muli %957, %988 : index
            %990 = arith.constant 0x3FF0000000000000 : f64
            %991 = arith.constant 0 : index
            %992 = arith.constant 0 : index
            %993 = arith.constant 3 : index
            %994 = arith.constant 1 : index
            scf.for %995 = %992 to %993 step %994 {
              %996 = arith.addi %989, %995 : index
              %997 = memref.load %v16_top[%996] : memref<?xf64>
              %998 = arith.addf %997, %990 : f64
              memref.store %998, %scratch0[%995] : memref<3xf64>
            }
            %999 = arith.constant 0 : index
            %1000 = arith.constant 0 : index
            %1001 = memref.load %v14_top[%957] : memref<?xi64>
            %1002 = arith.constant 0 : index
            %1003 = arith.constant 0 : index
            memref.store %1001, %v10_top[%957] : memref<?xi64>
            %1004 = arith.constant 0 : index
            %1005 = arith.constant 0 : index
            %1006 = arith.constant 3 : index
            %1007 = arith.muli %957, %1006 : index
            %1008 = arith.constant 0 : index
            %1009 = arith.constant 3 : index
            %1010 = arith.constant 1 : index
            scf.for %1011 = %1008 to %1009 step %1010 {
              %1012 = memref.load %scratch0[%1011] : memref<3xf64>
              %1013 = arith.addi %1007, %1011 : index
              memref.store %1012, %v11_top[%1013] : memref<?xf64>
            }
            %1014 = memref.load %pc_sp[%957] : memref<?xi32>
            %1015 = arith.constant 128 : i32
            %1016 = arith.cmpi sge, %1014, %1015 : i32
            scf.if %1016 {
              %1017 = arith.constant 1 : i32
              memref.store %1017, %status[%957] : memref<?xi32>
              %1018 = arith.constant 15 : i32
              memref.store %1018, %pc[%957] : memref<?xi32>
            } else {
              %1019 = arith.constant 0 : index
              %1020 = arith.index_cast %1014 : i32 to index
              %1021 = arith.muli %1020, %z : index
              %1022 = arith.addi %1021, %957 : index
              %1023 = arith.constant 13 : i32
              memref.store %1023, %pc_stack[%1022] : memref<?xi32>
              %1024 = arith.constant 1 : i32
              %1025 = arith.addi %1014, %1024 : i32
              memref.store %1025, %pc_sp[%957] : memref<?xi32>
              %1026 = arith.constant 8 : i32
              memref.store %1026, %pc[%957] : memref<?xi32>
            }
          }
          %1027 = memref.load %pc[%957] : memref<?xi32>
          %1028 = arith.minsi %958, %1027 : i32
          %1029 = arith.extui %963 : i1 to i64
          %1030 = arith.addi %959, %1029 : i64
          scf.yield %1028, %1030 : i32, i64
        }
        %1031 = arith.subi %hi, %lo : index
        %1032 = arith.index_cast %1031 : index to i64
        %1033 = arith.constant 1 : i64
        %1034 = arith.constant 36 : index
        %1035 = memref.atomic_rmw addi %1033, %stats[%1034] : (i64, memref<?xi64>) -> i64
        %1036 = arith.constant 37 : index
        %1037 = memref.atomic_rmw addi %1032, %stats[%1036] : (i64, memref<?xi64>) -> i64
        %1038 = arith.constant 38 : index
        %1039 = memref.atomic_rmw addi %956, %stats[%1038] : (i64, memref<?xi64>) -> i64
        scf.yield %955 : i32
      }
      case 13 {
        %1040 = arith.constant 0 : i64
        %1046 = arith.constant 1 : index
        %1041, %1042 = scf.for %1043 = %lo to %hi step %1046 iter_args(%1044 = %halt, %1045 = %1040) -> (i32, i64) {
          %1047 = memref.load %pc[%1043] : memref<?xi32>
          %1048 = arith.constant 13 : i32
          %1049 = arith.cmpi eq, %1047, %1048 : i32
          scf.if %1049 {
            %1050 = arith.constant 0 : index
            %1051 = arith.constant 3 : index
            %1052 = arith.muli %1043, %1051 : index
            %1053 = arith.constant 0 : index
            %1054 = arith.constant 3 : index
            %1055 = arith.muli %1043, %1054 : index
            %1056 = arith.constant 0 : index
            %1057 = arith.constant 3 : index
            %1058 = arith.constant 1 : index
            scf.for %1059 = %1056 to %1057 step %1058 {
              %1060 = arith.addi %1052, %1059 : index
              %1061 = memref.load %v12_top[%1060] : memref<?xf64>
              %1062 = arith.addi %1055, %1059 : index
              memref.store %1061, %v18_top[%1062] : memref<?xf64>
            }
            %1063 = arith.constant 0 : index
            %1064 = arith.constant 3 : index
            %1065 = arith.muli %1043, %1064 : index
            %1066 = arith.constant 0x3FF0000000000000 : f64
            %1067 = arith.constant 0 : index
            %1068 = arith.constant 3 : index
            %1069 = arith.muli %1043, %1068 : index
            %1070 = arith.constant 0 : index
            %1071 = arith.constant 3 : index
            %1072 = arith.constant 1 : index
            scf.for %1073 = %1070 to %1071 step %1072 {
              %1074 = arith.addi %1065, %1073 : index
              %1075 = memref.load %v18_top[%1074] : memref<?xf64>
              %1076 = arith.addf %1075, %1066 : f64
              %1077 = arith.addi %1069, %1073 : index
              memref.store %1076, %v12_top[%1077] : memref<?xf64>
            }
            %1078 = memref.load %pc_sp[%1043] : memref<?xi32>
            %1079 = arith.constant 0 : i32
            %1080 = arith.cmpi sgt, %1078, %1079 : i32
            scf.if %1080 {
              %1081 = arith.constant 1 : i32
              %1082 = arith.subi %1078, %1081 : i32
              %1083 = arith.constant 0 : index
              %1084 = arith.index_cast %1082 : i32 to index
              %1085 = arith.muli %1084, %z : index
              %1086 = arith.addi %1085, %1043 : index
              %1087 = memref.load %pc_stack[%1086] : memref<?xi32>
              memref.store %1082, %pc_sp[%1043] : memref<?xi32>
              memref.store %1087, %pc[%1043] : memref<?xi32>
            } else {
              %1088 = arith.constant 15 : i32
              memref.store %1088, %pc[%1043] : memref<?xi32>
            }
          }
          %1089 = memref.load %pc[%1043] : memref<?xi32>
          %1090 = arith.minsi %1044, %1089 : i32
          %1091 = arith.extui %1049 : i1 to i64
          %1092 = arith.addi %1045, %1091 : i64
          scf.yield %1090, %1092 : i32, i64
        }
        %1093 = arith.subi %hi, %lo : index
        %1094 = arith.index_cast %1093 : index to i64
        %1095 = arith.constant 1 : i64
        %1096 = arith.constant 39 : index
        %1097 = memref.atomic_rmw addi %1095, %stats[%1096] : (i64, memref<?xi64>) -> i64
        %1098 = arith.constant 40 : index
        %1099 = memref.atomic_rmw addi %1094, %stats[%1098] : (i64, memref<?xi64>) -> i64
        %1100 = arith.constant 41 : index
        %1101 = memref.atomic_rmw addi %1042, %stats[%1100] : (i64, memref<?xi64>) -> i64
        scf.yield %1041 : i32
      }
      case 14 {
        %1102 = arith.constant 0 : i64
        %1108 = arith.constant 1 : index
        %1103, %1104 = scf.for %1105 = %lo to %hi step %1108 iter_args(%1106 = %halt, %1107 = %1102) -> (i32, i64) {
          %1109 = memref.load %pc[%1105] : memref<?xi32>
          %1110 = arith.constant 14 : i32
          %1111 = arith.cmpi eq, %1109, %1110 : i32
          scf.if %1111 {
            %1112 = arith.constant 0 : index
            %1113 = arith.constant 0 : index
            %1114 = memref.load %v19_top[%1105] : memref<?xi64>
            %1115 = arith.constant 3 : i64
            %1116 = arith.constant 0 : i64
            %1117 = arith.constant 1 : i64
            %1118 = arith.constant -1 : i64
            %1119 = arith.constant -9223372036854775808 : i64
            %1120 = arith.cmpi eq, %1115, %1116 : i64
            %1121 = arith.cmpi eq, %1114, %1119 : i64
            %1122 = arith.cmpi eq, %1115, %1118 : i64
            %1123 = arith.andi %1121, %1122 : i1
            %1124 = arith.ori %1120, %1123 : i1
            %1125 = arith.select %1124, %1117, %1115 : i64
            %1126 = arith.divsi %1114, %1125 : i64
            %1127 = arith.remsi %1114, %1125 : i64
            %1128 = arith.cmpi ne, %1127, %1116 : i64
            %1129 = arith.cmpi slt, %1127, %1116 : i64
            %1130 = arith.cmpi slt, %1125, %1116 : i64
            %1131 = arith.xori %1129, %1130 : i1
            %1132 = arith.andi %1128, %1131 : i1
            %1133 = arith.addi %1127, %1125 : i64
            %1134 = arith.select %1132, %1133, %1127 : i64
            scf.if %1120 {
              %1135 = arith.constant 2 : i32
              memref.store %1135, %status[%1105] : memref<?xi32>
              %1136 = arith.constant 15 : i32
              memref.store %1136, %pc[%1105] : memref<?xi32>
            } else {
              %1137 = arith.constant 0 : index
              %1138 = arith.constant 0 : index
              memref.store %1134, %v20_top[%1105] : memref<?xi64>
              %1139 = memref.load %pc_sp[%1105] : memref<?xi32>
              %1140 = arith.constant 0 : i32
              %1141 = arith.cmpi sgt, %1139, %1140 : i32
              scf.if %1141 {
                %1142 = arith.constant 1 : i32
                %1143 = arith.subi %1139, %1142 : i32
                %1144 = arith.constant 0 : index
                %1145 = arith.index_cast %1143 : i32 to index
                %1146 = arith.muli %1145, %z : index
                %1147 = arith.addi %1146, %1105 : index
                %1148 = memref.load %pc_stack[%1147] : memref<?xi32>
                memref.store %1143, %pc_sp[%1105] : memref<?xi32>
                memref.store %1148, %pc[%1105] : memref<?xi32>
              } else {
                %1149 = arith.constant 15 : i32
                memref.store %1149, %pc[%1105] : memref<?xi32>
              }
            }
          }
          %1150 = memref.load %pc[%1105] : memref<?xi32>
          %1151 = arith.minsi %1106, %1150 : i32
          %1152 = arith.extui %1111 : i1 to i64
          %1153 = arith.addi %1107, %1152 : i64
          scf.yield %1151, %1153 : i32, i64
        }
        %1154 = arith.subi %hi, %lo : index
        %1155 = arith.index_cast %1154 : index to i64
        %1156 = arith.constant 1 : i64
        %1157 = arith.constant 42 : index
        %1158 = memref.atomic_rmw addi %1156, %stats[%1157] : (i64, memref<?xi64>) -> i64
        %1159 = arith.constant 43 : index
        %1160 = memref.atomic_rmw addi %1155, %stats[%1159] : (i64, memref<?xi64>) -> i64
        %1161 = arith.constant 44 : index
        %1162 = memref.atomic_rmw addi %1104, %stats[%1161] : (i64, memref<?xi64>) -> i64
        scf.yield %1103 : i32
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
