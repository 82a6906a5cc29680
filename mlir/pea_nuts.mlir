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
            %264 = arith.constant 0 : index
            %265 = arith.constant 8 : index
            %266 = arith.constant 1 : index
            scf.for %267 = %264 to %265 step %266 {
              %268 = arith.constant 1 : index
              %269 = arith.subi %251, %268 : index
              %270 = arith.minui %267, %269 : index
              %271 = memref.load %scratch2[%270] : memref<8xindex>
              %272 = arith.constant 0 : index
              %273 = arith.constant 3 : index
              %274 = arith.muli %271, %273 : index
              %275 = arith.constant 0 : index
              %276 = arith.constant 3 : index
              %277 = arith.constant 1 : index
              scf.for %278 = %275 to %276 step %277 {
                %279 = arith.addi %274, %278 : index
                %280 = memref.load %v6_top[%279] : memref<?xf64>
                %281 = arith.constant 8 : index
                %282 = arith.muli %278, %281 : index
                %283 = arith.addi %282, %267 : index
                memref.store %280, %scratch3[%283] : memref<24xf64>
              }
            }
            %284 = arith.constant 0 : index
            %285 = arith.constant dense<0.0> : vector<8xf64>
            %289 = arith.constant 0 : index
            %290 = arith.constant 3 : index
            %291 = arith.constant 1 : index
            %292:3 = scf.for %293 = %289 to %290 step %291 iter_args(%286 = %285, %287 = %285, %288 = %285) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>) {
              %294 = arith.constant 8 : index
              %295 = arith.muli %293, %294 : index
              %296 = vector.load %scratch3[%295] : memref<24xf64>, vector<8xf64>
              %297 = arith.constant 0 : index
              %298 = arith.constant 3 : index
              %299 = arith.muli %284, %298 : index
              %300 = arith.addi %299, %293 : index
              %301 = memref.load %v2_shared[%300] : memref<?xf64>
              %302 = vector.broadcast %301 : f64 to vector<8xf64>
              %303 = arith.mulf %302, %296 : vector<8xf64>
              %304 = arith.addf %286, %303 : vector<8xf64>
              %305 = arith.constant 1 : index
              %306 = arith.constant 3 : index
              %307 = arith.addi %306, %293 : index
              %308 = memref.load %v2_shared[%307] : memref<?xf64>
              %309 = vector.broadcast %308 : f64 to vector<8xf64>
              %310 = arith.mulf %309, %296 : vector<8xf64>
              %311 = arith.addf %287, %310 : vector<8xf64>
              %312 = arith.constant 2 : index
              %313 = arith.constant 3 : index
              %314 = arith.muli %312, %313 : index
              %315 = arith.addi %314, %293 : index
              %316 = memref.load %v2_shared[%315] : memref<?xf64>
              %317 = vector.broadcast %316 : f64 to vector<8xf64>
              %318 = arith.mulf %317, %296 : vector<8xf64>
              %319 = arith.addf %288, %318 : vector<8xf64>
              scf.yield %304, %311, %319 : vector<8xf64>, vector<8xf64>, vector<8xf64>
            }
            %320 = arith.constant 0 : index
            %321 = arith.constant 8 : index
            %322 = arith.muli %284, %321 : index
            vector.store %292#0, %scratch4[%322] : memref<24xf64>, vector<8xf64>
            %323 = arith.constant 1 : index
            %324 = arith.constant 8 : index
            vector.store %292#1, %scratch4[%324] : memref<24xf64>, vector<8xf64>
            %325 = arith.constant 2 : index
            %326 = arith.constant 8 : index
            %327 = arith.muli %325, %326 : index
            vector.store %292#2, %scratch4[%327] : memref<24xf64>, vector<8xf64>
            %328 = arith.constant 0 : index
            %329 = arith.constant 1 : index
            scf.for %330 = %328 to %251 step %329 {
              %331 = memref.load %scratch2[%330] : memref<8xindex>
              %332 = arith.constant 0 : index
              %333 = arith.constant 3 : index
              %334 = arith.muli %331, %333 : index
              %335 = arith.constant 0 : index
              %336 = arith.constant 3 : index
              %337 = arith.constant 1 : index
              scf.for %338 = %335 to %336 step %337 {
                %339 = arith.constant 8 : index
                %340 = arith.muli %338, %339 : index
                %341 = arith.addi %340, %330 : index
                %342 = memref.load %scratch4[%341] : memref<24xf64>
                %343 = arith.addi %334, %338 : index
                memref.store %342, %v8_top[%343] : memref<?xf64>
              }
              %344 = arith.constant 7 : i32
              memref.store %344, %pc[%331] : memref<?xi32>
            }
          }
          %345 = arith.select %263, %241, %251 : index
          scf.yield %345, %254 : index, i64
        }
        %346 = arith.constant 1 : index
        %347 = scf.for %348 = %lo to %hi step %346 iter_args(%349 = %halt) -> (i32) {
          %350 = memref.load %pc[%348] : memref<?xi32>
          %351 = arith.minsi %349, %350 : i32
          scf.yield %351 : i32
        }
        %352 = arith.subi %hi, %lo : index
        %353 = arith.index_cast %352 : index to i64
        %354 = arith.constant 1 : i64
        %355 = arith.constant 18 : index
        %356 = memref.atomic_rmw addi %354, %stats[%355] : (i64, memref<?xi64>) -> i64
        %357 = arith.constant 19 : index
        %358 = memref.atomic_rmw addi %353, %stats[%357] : (i64, memref<?xi64>) -> i64
        %359 = arith.constant 20 : index
        %360 = memref.atomic_rmw addi %244#1, %stats[%359] : (i64, memref<?xi64>) -> i64
        scf.yield %347 : i32
      }
      case 7 {
        %361 = arith.constant 0 : i64
        %367 = arith.constant 1 : index
        %362, %363 = scf.for %364 = %lo to %hi step %367 iter_args(%365 = %halt, %366 = %361) -> (i32, i64) {
          %368 = memref.load %pc[%364] : memref<?xi32>
          %369 = arith.constant 7 : i32
          %370 = arith.cmpi eq, %368, %369 : i32
          scf.if %370 {
            %371 = arith.constant 0 : index
            %372 = arith.constant 3 : index
            %373 = arith.muli %364, %372 : index
            %374 = arith.constant 0x0000000000000000 : f64
            %375 = arith.constant 0 : index
            %376 = arith.constant 3 : index
            %377 = arith.constant 1 : index
            %378 = scf.for %379 = %375 to %376 step %377 iter_args(%380 = %374) -> (f64) {
              %381 = arith.addi %373, %379 : index
              %382 = memref.load %v8_top[%381] : memref<?xf64>
              %383 = arith.addf %380, %382 : f64
              scf.yield %383 : f64
            }
            %384 = arith.constant 0 : index
            %385 = arith.constant 3 : index
            %386 = arith.muli %364, %385 : index
            %387 = arith.constant 0 : index
            %388 = arith.constant 3 : index
            %389 = arith.muli %364, %388 : index
            %390 = arith.constant 0 : index
            %391 = arith.constant 3 : index
            %392 = arith.constant 1 : index
            scf.for %393 = %390 to %391 step %392 {
              %394 = arith.addi %386, %393 : index
              %395 = memref.load %v6_top[%394] : memref<?xf64>
              %396 = arith.addf %395, %378 : f64
              %397 = arith.addi %389, %393 : index
              memref.store %396, %v7_top[%397] : memref<?xf64>
            }
            %398 = memref.load %pc_sp[%364] : memref<?xi32>
            %399 = arith.constant 0 : i32
            %400 = arith.cmpi sgt, %398, %399 : i32
            scf.if %400 {
              %401 = arith.constant 1 : i32
              %402 = arith.subi %398, %401 : i32
              %403 = arith.constant 0 : index
              %404 = arith.index_cast %402 : i32 to index
              %405 = arith.muli %404, %z : index
              %406 = arith.addi %405, %364 : index
              %407 = memref.load %pc_stack[%406] : memref<?xi32>
              memref.store %402, %pc_sp[%364] : memref<?xi32>
              memref.store %407, %pc[%364] : memref<?xi32>
            } else {
              %408 = arith.constant 15 : i32
              memref.store %408, %pc[%364] : memref<?xi32>
            }
          }
          %409 = memref.load %pc[%364] : memref<?xi32>
          %410 = arith.minsi %365, %409 : i32
          %411 = arith.extui %370 : i1 to i64
          %412 = arith.addi %366, %411 : i64
          scf.yield %410, %412 : i32, i64
        }
        %413 = arith.subi %hi, %lo : index
        %414 = arith.index_cast %413 : index to i64
        %415 = arith.constant 1 : i64
        %416 = arith.constant 21 : index
        %417 = memref.atomic_rmw addi %415, %stats[%416] : (i64, memref<?xi64>) -> i64
        %418 = arith.constant 22 : index
        %419 = memref.atomic_rmw addi %414, %stats[%418] : (i64, memref<?xi64>) -> i64
        %420 = arith.constant 23 : index
        %421 = memref.atomic_rmw addi %363, %stats[%420] : (i64, memref<?xi64>) -> i64
        scf.yield %362 : i32
      }
      case 8 {
        %422 = arith.constant 0 : i64
        %428 = arith.constant 1 : index
        %423, %424 = scf.for %425 = %lo to %hi step %428 iter_args(%426 = %halt, %427 = %422) -> (i32, i64) {
          %429 = memref.load %pc[%425] : memref<?xi32>
          %430 = arith.constant 8 : i32
          %431 = arith.cmpi eq, %429, %430 : i32
          scf.if %431 {
            %432 = arith.constant 0 : index
            %433 = arith.constant 0 : index
            %434 = memref.load %v10_top[%425] : memref<?xi64>
            %435 = arith.constant 0 : i64
            %436 = arith.cmpi sle, %434, %435 : i64
            %437 = arith.constant 9 : i32
            %438 = arith.constant 11 : i32
            %439 = arith.select %436, %437, %438 : i32
            memref.store %439, %pc[%425] : memref<?xi32>
          }
          %440 = memref.load %pc[%425] : memref<?xi32>
          %441 = arith.minsi %426, %440 : i32
          %442 = arith.extui %431 : i1 to i64
          %443 = arith.addi %427, %442 : i64
          scf.yield %441, %443 : i32, i64
        }
        %444 = arith.subi %hi, %lo : index
        %445 = arith.index_cast %444 : index to i64
        %446 = arith.constant 1 : i64
        %447 = arith.constant 24 : index
        %448 = memref.atomic_rmw addi %446, %stats[%447] : (i64, memref<?xi64>) -> i64
        %449 = arith.constant 25 : index
        %450 = memref.atomic_rmw addi %445, %stats[%449] : (i64, memref<?xi64>) -> i64
        %451 = arith.constant 26 : index
        %452 = memref.atomic_rmw addi %424, %stats[%451] : (i64, memref<?xi64>) -> i64
        scf.yield %423 : i32
      }
      case 9 {
        %453 = arith.constant 0 : i64
        %459 = arith.constant 1 : index
        %454, %455 = scf.for %456 = %lo to %hi step %459 iter_args(%457 = %halt, %458 = %453) -> (i32, i64) {
          %460 = memref.load %pc[%456] : memref<?xi32>
          %461 = arith.constant 9 : i32
          %462 = arith.cmpi eq, %460, %461 : i32
          scf.if %462 {
            %463 = arith.constant 0 : index
            %464 = arith.constant 3 : index
            %465 = arith.muli %456, %464 : index
            %466 = arith.constant 0 : index
            %467 = arith.constant 3 : index
            %468 = arith.muli %456, %467 : index
            %469 = arith.constant 0 : index
            %470 = arith.constant 3 : index
            %471 = arith.constant 1 : index
            scf.for %472 = %469 to %470 step %471 {
              %473 = arith.addi %465, %472 : index
              %474 = memref.load %v11_top[%473] : memref<?xf64>
              %475 = arith.addi %468, %472 : index
              memref.store %474, %v6_top[%475] : memref<?xf64>
            }
            %476 = memref.load %pc_sp[%456] : memref<?xi32>
            %477 = arith.constant 128 : i32
            %478 = arith.cmpi sge, %476, %477 : i32
            scf.if %478 {
              %479 = arith.constant 1 : i32
              memref.store %479, %status[%456] : memref<?xi32>
              %480 = arith.constant 15 : i32
              memref.store %480, %pc[%456] : memref<?xi32>
            } else {
              %481 = arith.constant 0 : index
              %482 = arith.index_cast %476 : i32 to index
              %483 = arith.muli %482, %z : index
              %484 = arith.addi %483, %456 : index
              %485 = arith.constant 10 : i32
              memref.store %485, %pc_stack[%484] : memref<?xi32>
              %486 = arith.constant 1 : i32
              %487 = arith.addi %476, %486 : i32
              memref.store %487, %pc_sp[%456] : memref<?xi32>
              %488 = arith.constant 6 : i32
              memref.store %488, %pc[%456] : memref<?xi32>
            }
          }
          %489 = memref.load %pc[%456] : memref<?xi32>
          %490 = arith.minsi %457, %489 : i32
          %491 = arith.extui %462 : i1 to i64
          %492 = arith.addi %458, %491 : i64
          scf.yield %490, %492 : i32, i64
        }
        %493 = arith.subi %hi, %lo : index
        %494 = arith.index_cast %493 : index to i64
        %495 = arith.constant 1 : i64
        %496 = arith.constant 27 : index
        %497 = memref.atomic_rmw addi %495, %stats[%496] : (i64, memref<?xi64>) -> i64
        %498 = arith.constant 28 : index
        %499 = memref.atomic_rmw addi %494, %stats[%498] : (i64, memref<?xi64>) -> i64
        %500 = arith.constant 29 : index
        %501 = memref.atomic_rmw addi %455, %stats[%500] : (i64, memref<?xi64>) -> i64
        scf.yield %454 : i32
      }
      case 10 {
        %502 = arith.constant 0 : i64
        %508 = arith.constant 1 : index
        %503, %504 = scf.for %505 = %lo to %hi step %508 iter_args(%506 = %halt, %507 = %502) -> (i32, i64) {
          %509 = memref.load %pc[%505] : memref<?xi32>
          %510 = arith.constant 10 : i32
          %511 = arith.cmpi eq, %509, %510 : i32
          scf.if %511 {
            %512 = arith.constant 0 : index
            %513 = arith.constant 3 : index
            %514 = arith.muli %505, %513 : index
            %515 = arith.constant 0 : index
            %516 = arith.constant 3 : index
            %517 = arith.muli %505, %516 : index
            %518 = arith.constant 0 : index
            %519 = arith.constant 3 : index
            %520 = arith.constant 1 : index
            scf.for %521 = %518 to %519 step %520 {
              %522 = arith.addi %514, %521 : index
              %523 = memref.load %v7_top[%522] : memref<?xf64>
              %524 = arith.addi %517, %521 : index
              memref.store %523, %v12_top[%524] : memref<?xf64>
            }
            %525 = memref.load %pc_sp[%505] : memref<?xi32>
            %526 = arith.constant 0 : i32
            %527 = arith.cmpi sgt, %525, %526 : i32
            scf.if %527 {
              %528 = arith.constant 1 : i32
              %529 = arith.subi %525, %528 : i32
              %530 = arith.constant 0 : index
              %531 = arith.index_cast %529 : i32 to index
              %532 = arith.muli %531, %z : index
              %533 = arith.addi %532, %505 : index
              %534 = memref.load %pc_stack[%533] : memref<?xi32>
              memref.store %529, %pc_sp[%505] : memref<?xi32>
              memref.store %534, %pc[%505] : memref<?xi32>
            } else {
              %535 = arith.constant 15 : i32
              memref.store %535, %pc[%505] : memref<?xi32>
            }
          }
          %536 = memref.load %pc[%505] : memref<?xi32>
          %537 = arith.minsi %506, %536 : i32
          %538 = arith.extui %511 : i1 to i64
          %539 = arith.addi %507, %538 : i64
          scf.yield %537, %539 : i32, i64
        }
        %540 = arith.subi %hi, %lo : index
        %541 = arith.index_cast %540 : index to i64
        %542 = arith.constant 1 : i64
        %543 = arith.constant 30 : index
        %544 = memref.atomic_rmw addi %542, %stats[%543] : (i64, memref<?xi64>) -> i64
        %545 = arith.constant 31 : index
        %546 = memref.atomic_rmw addi %541, %stats[%545] : (i64, memref<?xi64>) -> i64
        %547 = arith.constant 32 : index
        %548 = memref.atomic_rmw addi %504, %stats[%547] : (i64, memref<?xi64>) -> i64
        scf.yield %503 : i32
      }
      case 11 {
        %549 = arith.constant 0 : i64
        %555 = arith.constant 1 : index
        %550, %551 = scf.for %552 = %lo to %hi step %555 iter_args(%553 = %halt, %554 = %549) -> (i32, i64) {
          %556 = memref.load %pc[%552] : memref<?xi32>
          %557 = arith.constant 11 : i32
          %558 = arith.cmpi eq, %556, %557 : i32
          scf.if %558 {
            %559 = arith.constant 0 : index
            %560 = arith.constant 0 : index
            %561 = memref.load %v10_top[%552] : memref<?xi64>
            %562 = arith.constant 1 : i64
            %563 = arith.subi %561, %562 : i64
            %564 = arith.constant 0 : index
            %565 = arith.constant 0 : index
            memref.store %563, %v14_top[%552] : memref<?xi64>
            %566 = arith.constant 1 : i64
            %567 = arith.subi %561, %566 : i64
            %568 = arith.constant 0 : index
            %569 = arith.constant 3 : index
            %570 = arith.muli %552, %569 : index
            %571 = arith.constant 0 : index
            %572 = arith.constant 0 : index
            %573 = arith.constant 3 : index
            %574 = arith.constant 1 : index
            scf.for %575 = %572 to %573 step %574 {
              %576 = arith.addi %570, %575 : index
              %577 = memref.load %v11_top[%576] : memref<?xf64>
              memref.store %577, %scratch1[%575] : memref<3xf64>
            }
            %578 = memref.load %v14_sp[%552] : memref<?xi32>
            %579 = arith.constant 128 : i32
            %580 = arith.cmpi sge, %578, %579 : i32
            scf.if %580 {
              %581 = arith.constant 1 : i32
              memref.store %581, %status[%552] : memref<?xi32>
              %582 = arith.constant 15 : i32
              memref.store %582, %pc[%552] : memref<?xi32>
            } else {
              %583 = arith.index_cast %578 : i32 to index
              %584 = arith.constant 0 : index
              %585 = memref.load %v14_top[%552] : memref<?xi64>
              %586 = arith.muli %583, %z : index
              %587 = arith.addi %586, %552 : index
              memref.store %585, %v14_stack[%587] : memref<?xi64>
              %588 = arith.constant 1 : i32
              %589 = arith.addi %578, %588 : i32
              memref.store %589, %v14_sp[%552] : memref<?xi32>
              %590 = arith.constant 0 : index
              %591 = arith.constant 0 : index
              memref.store %563, %v14_top[%552] : memref<?xi64>
              %592 = arith.constant 0 : index
              %593 = arith.constant 0 : index
              memref.store %567, %v10_top[%552] : memref<?xi64>
              %594 = arith.constant 0 : index
              %595 = arith.constant 0 : index
              %596 = arith.constant 3 : index
              %597 = arith.muli %552, %596 : index
              %598 = arith.constant 0 : index
              %599 = arith.constant 3 : index
              %600 = arith.constant 1 : index
              scf.for %601 = %598 to %599 step %600 {
                %602 = memref.load %scratch1[%601] : memref<3xf64>
                %603 = arith.addi %597, %601 : index
                memref.store %602, %v11_top[%603] : memref<?xf64>
              }
              %604 = memref.load %pc_sp[%552] : memref<?xi32>
              %605 = arith.constant 128 : i32
              %606 = arith.cmpi sge, %604, %605 : i32
              scf.if %606 {
                %607 = arith.constant 1 : i32
                memref.store %607, %status[%552] : memref<?xi32>
                %608 = arith.constant 15 : i32
                memref.store %608, %pc[%552] : memref<?xi32>
              } else {
                %609 = arith.constant 0 : index
                %610 = arith.index_cast %604 : i32 to index
                %611 = arith.muli %610, %z : index
                %612 = arith.addi %611, %552 : index
                %613 = arith.constant 12 : i32
                memref.store %613, %pc_stack[%612] : memref<?xi32>
                %614 = arith.constant 1 : i32
                %615 = arith.addi %604, %614 : i32
                memref.store %615, %pc_sp[%552] : memref<?xi32>
                %616 = arith.constant 8 : i32
                memref.store %616, %pc[%552] : memref<?xi32>
              }
            }
          }
          %617 = memref.load %pc[%552] : memref<?xi32>
          %618 = arith.minsi %553, %617 : i32
          %619 = arith.extui %558 : i1 to i64
          %620 = arith.addi %554, %619 : i64
          scf.yield %618, %620 : i32, i64
        }
        %621 = arith.subi %hi, %lo : index
        %622 = arith.index_cast %621 : index to i64
        %623 = arith.constant 1 : i64
        %624 = arith.constant 33 : index
        %625 = memref.atomic_rmw addi %623, %stats[%624] : (i64, memref<?xi64>) -> i64
        %626 = arith.constant 34 : index
        %627 = memref.atomic_rmw addi %622, %stats[%626] : (i64, memref<?xi64>) -> i64
        %628 = arith.constant 35 : index
        %629 = memref.atomic_rmw addi %551, %stats[%628] : (i64, memref<?xi64>) -> i64
        scf.yield %550 : i32
      }
      case 12 {
        %630 = arith.constant 0 : i64
        %636 = arith.constant 1 : index
        %631, %632 = scf.for %633 = %lo to %hi step %636 iter_args(%634 = %halt, %635 = %630) -> (i32, i64) {
          %637 = memref.load %pc[%633] : memref<?xi32>
          %638 = arith.constant 12 : i32
          %639 = arith.cmpi eq, %637, %638 : i32
          scf.if %639 {
            %640 = arith.constant 0 : index
            %641 = arith.constant 3 : index
            %642 = arith.muli %633, %641 : index
            %643 = arith.constant 0 : index
            %644 = arith.constant 3 : index
            %645 = arith.muli %633, %644 : index
            %646 = arith.constant 0 : index
            %647 = arith.constant 3 : index
            %648 = arith.constant 1 : index
            scf.for %649 = %646 to %647 step %648 {
              %650 = arith.addi %642, %649 : index
              %651 = memref.load %v12_top[%650] : memref<?xf64>
              %652 = arith.addi %645, %649 : index
              memref.store %651, %v16_top[%652] : memref<?xf64>
            }
            %653 = memref.load %v14_sp[%633] : memref<?xi32>
            %654 = arith.constant 0 : i32
            %655 = arith.cmpi sgt, %653, %654 : i32
            scf.if %655 {
              %656 = arith.constant 1 : i32
              %657 = arith.subi %653, %656 : i32
              %658 = arith.index_cast %657 : i32 to index
              %659 = arith.constant 0 : index
              %660 = arith.muli %658, %z : index
              %661 = arith.addi %660, %633 : index
              %662 = memref.load %v14_stack[%661] : memref<?xi64>
              memref.store %662, %v14_top[%633] : memref<?xi64>
              memref.store %657, %v14_sp[%633] : memref<?xi32>
            }
            %663 = arith.constant 0 : index
            %664 = arith.constant 3 : index
            %665 = arith.muli %633, %664 : index
            %666 = arith.constant 0x3FF0000000000000 : f64
            %667 = arith.constant 0 : index
            %668 = arith.constant 0 : index
            %669 = arith.constant 3 : index
            %670 = arith.constant 1 : index
            scf.for %671 = %668 to %669 step %670 {
              %672 = arith.addi %665, %671 : index
              %673 = memref.load %v16_top[%672] : memref<?xf64>
              %674 = arith.addf %673, %666 : f64
              memref.store %674, %scratch0[%671] : memref<3xf64>
            }
            %675 = arith.constant 0 : index
            %676 = arith.constant 0 : index
            %677 = memref.load %v14_top[%633] : memref<?xi64>
            %678 = arith.constant 0 : index
            %679 = arith.constant 0 : index
            memref.store %677, %v10_top[%633] : memref<?xi64>
            %680 = arith.constant 0 : index
            %681 = arith.constant 0 : index
            %682 = arith.constant 3 : index
            %683 = arith.muli %633, %682 : index
            %684 = arith.constant 0 : index
            %685 = arith.constant 3 : index
            %686 = arith.constant 1 : index
            scf.for %687 = %684 to %685 step %686 {
              %688 = memref.load %scratch0[%687] : memref<3xf64>
              %689 = arith.addi %683, %687 : index
              memref.store %688, %v11_top[%689] : memref<?xf64>
            }
            %690 = memref.load %pc_sp[%633] : memref<?xi32>
            %691 = arith.constant 128 : i32
            %692 = arith.cmpi sge, %690, %691 : i32
            scf.if %692 {
              %693 = arith.constant 1 : i32
              memref.store %693, %status[%633] : memref<?xi32>
              %694 = arith.constant 15 : i32
              memref.store %694, %pc[%633] : memref<?xi32>
            } else {
              %695 = arith.constant 0 : index
              %696 = arith.index_cast %690 : i32 to index
              %697 = arith.muli %696, %z : index
              %698 = arith.addi %697, %633 : index
              %699 = arith.constant 13 : i32
              memref.store %699, %pc_stack[%698] : memref<?xi32>
              %700 = arith.constant 1 : i32
              %701 = arith.addi %690, %700 : i32
              memref.store %701, %pc_sp[%633] : memref<?xi32>
              %702 = arith.constant 8 : i32
              memref.store %702, %pc[%633] : memref<?xi32>
            }
          }
          %703 = memref.load %pc[%633] : memref<?xi32>
          %704 = arith.minsi %634, %703 : i32
          %705 = arith.extui %639 : i1 to i64
          %706 = arith.addi %635, %705 : i64
          scf.yield %704, %706 : i32, i64
        }
        %707 = arith.subi %hi, %lo : index
        %708 = arith.index_cast %707 : index to i64
        %709 = arith.constant 1 : i64
        %710 = arith.constant 36 : index
        %711 = memref.atomic_rmw addi %709, %stats[%710] : (i64, memref<?xi64>) -> i64
        %712 = arith.constant 37 : index
        %713 = memref.atomic_rmw addi %708, %stats[%712] : (i64, memref<?xi64>) -> i64
        %714 = arith.constant 38 : index
        %715 = memref.atomic_rmw addi %632, %stats[%714] : (i64, memref<?xi64>) -> i64
        scf.yield %631 : i32
      }
      case 13 {
        %716 = arith.constant 0 : i64
        %722 = arith.constant 1 : index
        %717, %718 = scf.for %719 = %lo to %hi step %722 iter_args(%720 = %halt, %721 = %716) -> (i32, i64) {
          %723 = memref.load %pc[%719] : memref<?xi32>
          %724 = arith.constant 13 : i32
          %725 = arith.cmpi eq, %723, %724 : i32
          scf.if %725 {
            %726 = arith.constant 0 : index
            %727 = arith.constant 3 : index
            %728 = arith.muli %719, %727 : index
            %729 = arith.constant 0 : index
            %730 = arith.constant 3 : index
            %731 = arith.muli %719, %730 : index
            %732 = arith.constant 0 : index
            %733 = arith.constant 3 : index
            %734 = arith.constant 1 : index
            scf.for %735 = %732 to %733 step %734 {
              %736 = arith.addi %728, %735 : index
              %737 = memref.load %v12_top[%736] : memref<?xf64>
              %738 = arith.addi %731, %735 : index
              memref.store %737, %v18_top[%738] : memref<?xf64>
            }
            %739 = arith.constant 0 : index
            %740 = arith.constant 3 : index
            %741 = arith.muli %719, %740 : index
            %742 = arith.constant 0x3FF0000000000000 : f64
            %743 = arith.constant 0 : index
            %744 = arith.constant 3 : index
            %745 = arith.muli %719, %744 : index
            %746 = arith.constant 0 : index
            %747 = arith.constant 3 : index
            %748 = arith.constant 1 : index
            scf.for %749 = %746 to %747 step %748 {
              %750 = arith.addi %741, %749 : index
              %751 = memref.load %v18_top[%750] : memref<?xf64>
              %752 = arith.addf %751, %742 : f64
              %753 = arith.addi %745, %749 : index
              memref.store %752, %v12_top[%753] : memref<?xf64>
            }
            %754 = memref.load %pc_sp[%719] : memref<?xi32>
            %755 = arith.constant 0 : i32
            %756 = arith.cmpi sgt, %754, %755 : i32
            scf.if %756 {
              %757 = arith.constant 1 : i32
              %758 = arith.subi %754, %757 : i32
              %759 = arith.constant 0 : index
              %760 = arith.index_cast %758 : i32 to index
              %761 = arith.muli %760, %z : index
              %762 = arith.addi %761, %719 : index
              %763 = memref.load %pc_stack[%762] : memref<?xi32>
              memref.store %758, %pc_sp[%719] : memref<?xi32>
              memref.store %763, %pc[%719] : memref<?xi32>
            } else {
              %764 = arith.constant 15 : i32
              memref.store %764, %pc[%719] : memref<?xi32>
            }
          }
          %765 = memref.load %pc[%719] : memref<?xi32>
          %766 = arith.minsi %720, %765 : i32
          %767 = arith.extui %725 : i1 to i64
          %768 = arith.addi %721, %767 : i64
          scf.yield %766, %768 : i32, i64
        }
        %769 = arith.subi %hi, %lo : index
        %770 = arith.index_cast %769 : index to i64
        %771 = arith.constant 1 : i64
        %772 = arith.constant 39 : index
        %773 = memref.atomic_rmw addi %771, %stats[%772] : (i64, memref<?xi64>) -> i64
        %774 = arith.constant 40 : index
        %775 = memref.atomic_rmw addi %770, %stats[%774] : (i64, memref<?xi64>) -> i64
        %776 = arith.constant 41 : index
        %777 = memref.atomic_rmw addi %718, %stats[%776] : (i64, memref<?xi64>) -> i64
        scf.yield %717 : i32
      }
      case 14 {
        %778 = arith.constant 0 : i64
        %784 = arith.constant 1 : index
        %779, %780 = scf.for %781 = %lo to %hi step %784 iter_args(%782 = %halt, %783 = %778) -> (i32, i64) {
          %785 = memref.load %pc[%781] : memref<?xi32>
          %786 = arith.constant 14 : i32
          %787 = arith.cmpi eq, %785, %786 : i32
          scf.if %787 {
            %788 = arith.constant 0 : index
            %789 = arith.constant 0 : index
            %790 = memref.load %v19_top[%781] : memref<?xi64>
            %791 = arith.constant 3 : i64
            %792 = arith.constant 0 : i64
            %793 = arith.constant 1 : i64
            %794 = arith.constant -1 : i64
            %795 = arith.constant -9223372036854775808 : i64
            %796 = arith.cmpi eq, %791, %792 : i64
            %797 = arith.cmpi eq, %790, %795 : i64
            %798 = arith.cmpi eq, %791, %794 : i64
            %799 = arith.andi %797, %798 : i1
            %800 = arith.ori %796, %799 : i1
            %801 = arith.select %800, %793, %791 : i64
            %802 = arith.divsi %790, %801 : i64
            %803 = arith.remsi %790, %801 : i64
            %804 = arith.cmpi ne, %803, %792 : i64
            %805 = arith.cmpi slt, %803, %792 : i64
            %806 = arith.cmpi slt, %801, %792 : i64
            %807 = arith.xori %805, %806 : i1
            %808 = arith.andi %804, %807 : i1
            %809 = arith.addi %803, %801 : i64
            %810 = arith.select %808, %809, %803 : i64
            scf.if %796 {
              %811 = arith.constant 2 : i32
              memref.store %811, %status[%781] : memref<?xi32>
              %812 = arith.constant 15 : i32
              memref.store %812, %pc[%781] : memref<?xi32>
            } else {
              %813 = arith.constant 0 : index
              %814 = arith.constant 0 : index
              memref.store %810, %v20_top[%781] : memref<?xi64>
              %815 = memref.load %pc_sp[%781] : memref<?xi32>
              %816 = arith.constant 0 : i32
              %817 = arith.cmpi sgt, %815, %816 : i32
              scf.if %817 {
                %818 = arith.constant 1 : i32
                %819 = arith.subi %815, %818 : i32
                %820 = arith.constant 0 : index
                %821 = arith.index_cast %819 : i32 to index
                %822 = arith.muli %821, %z : index
                %823 = arith.addi %822, %781 : index
                %824 = memref.load %pc_stack[%823] : memref<?xi32>
                memref.store %819, %pc_sp[%781] : memref<?xi32>
                memref.store %824, %pc[%781] : memref<?xi32>
              } else {
                %825 = arith.constant 15 : i32
                memref.store %825, %pc[%781] : memref<?xi32>
              }
            }
          }
          %826 = memref.load %pc[%781] : memref<?xi32>
          %827 = arith.minsi %782, %826 : i32
          %828 = arith.extui %787 : i1 to i64
          %829 = arith.addi %783, %828 : i64
          scf.yield %827, %829 : i32, i64
        }
        %830 = arith.subi %hi, %lo : index
        %831 = arith.index_cast %830 : index to i64
        %832 = arith.constant 1 : i64
        %833 = arith.constant 42 : index
        %834 = memref.atomic_rmw addi %832, %stats[%833] : (i64, memref<?xi64>) -> i64
        %835 = arith.constant 43 : index
        %836 = memref.atomic_rmw addi %831, %stats[%835] : (i64, memref<?xi64>) -> i64
        %837 = arith.constant 44 : index
        %838 = memref.atomic_rmw addi %780, %stats[%837] : (i64, memref<?xi64>) -> i64
        scf.yield %779 : i32
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
