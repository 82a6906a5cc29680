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
                %273 = arith.constant 0 : index
                %274 = arith.constant 3 : index
                %275 = arith.muli %269, %274 : index
                %276 = arith.constant 0 : index
                %277 = arith.constant 3 : index
                %278 = arith.constant 1 : index
                scf.for %279 = %276 to %277 step %278 {
                  %280 = arith.addi %272, %279 : index
                  %281 = memref.load %v6_top[%280] : memref<?xf64>
                  memref.store %281, %scratch3[%279] : memref<48xf64>
                }
                %282 = arith.constant 0 : index
                %283 = arith.constant dense<0.0> : vector<8xf64>
                %284 = arith.constant dense<[0, 3, 6, 9, 12, 15, 18, 21]> : vector<8xi32>
                %285 = arith.constant 0 : index
                %286 = arith.constant 0 : index
                %287 = arith.constant 3 : index
                %288 = arith.muli %282, %287 : index
                %289 = arith.index_cast %288 : index to i32
                %290 = vector.broadcast %289 : i32 to vector<8xi32>
                %291 = arith.addi %290, %284 : vector<8xi32>
                %292 = arith.constant 0 : index
                %293 = arith.constant 3 : index
                %294 = arith.constant 1 : index
                %296:1 = scf.for %297 = %292 to %293 step %294 iter_args(%295 = %283) -> (vector<8xf64>) {
                  %298 = memref.load %scratch3[%297] : memref<48xf64>
                  %299 = vector.broadcast %298 : f64 to vector<8xf64>
                  %300 = vector.constant_mask [3] : vector<8xi1>
                  %301 = arith.constant dense<0.0> : vector<8xf64>
                  %302 = vector.gather %v2_shared[%297][%291], %300, %301 : memref<?xf64>, vector<8xi32>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                  %303 = arith.mulf %302, %299 : vector<8xf64>
                  %304 = arith.addf %295, %303 : vector<8xf64>
                  scf.yield %304 : vector<8xf64>
                }
                %305 = arith.constant 0 : index
                %306 = vector.constant_mask [3] : vector<8xi1>
                vector.maskedstore %scratch4[%282], %306, %296#0 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                %307 = arith.constant 0 : index
                %308 = arith.constant 3 : index
                %309 = arith.constant 1 : index
                scf.for %310 = %307 to %308 step %309 {
                  %311 = memref.load %scratch4[%310] : memref<48xf64>
                  %312 = arith.addi %275, %310 : index
                  memref.store %311, %v8_top[%312] : memref<?xf64>
                }
              }
            } else {
              %313 = arith.constant 8 : index
              %314 = arith.cmpi ule, %251, %313 : index
              scf.if %314 {
                %315 = arith.constant 1 : index
                %316 = arith.subi %251, %315 : index
                %317 = arith.constant 0 : index
                %318 = arith.minui %317, %316 : index
                %319 = memref.load %scratch2[%318] : memref<16xindex>
                %320 = arith.constant 0 : index
                %321 = arith.constant 3 : index
                %322 = arith.muli %319, %321 : index
                %323 = arith.constant 1 : index
                %324 = arith.minui %323, %316 : index
                %325 = memref.load %scratch2[%324] : memref<16xindex>
                %326 = arith.constant 0 : index
                %327 = arith.constant 3 : index
                %328 = arith.muli %325, %327 : index
                %329 = arith.constant 2 : index
                %330 = arith.minui %329, %316 : index
                %331 = memref.load %scratch2[%330] : memref<16xindex>
                %332 = arith.constant 0 : index
                %333 = arith.constant 3 : index
                %334 = arith.muli %331, %333 : index
                %335 = arith.constant 3 : index
                %336 = arith.minui %335, %316 : index
                %337 = memref.load %scratch2[%336] : memref<16xindex>
                %338 = arith.constant 0 : index
                %339 = arith.constant 3 : index
                %340 = arith.muli %337, %339 : index
                %341 = arith.constant 4 : index
                %342 = arith.minui %341, %316 : index
                %343 = memref.load %scratch2[%342] : memref<16xindex>
                %344 = arith.constant 0 : index
                %345 = arith.constant 3 : index
                %346 = arith.muli %343, %345 : index
                %347 = arith.constant 5 : index
                %348 = arith.minui %347, %316 : index
                %349 = memref.load %scratch2[%348] : memref<16xindex>
                %350 = arith.constant 0 : index
                %351 = arith.constant 3 : index
                %352 = arith.muli %349, %351 : index
                %353 = arith.constant 6 : index
                %354 = arith.minui %353, %316 : index
                %355 = memref.load %scratch2[%354] : memref<16xindex>
                %356 = arith.constant 0 : index
                %357 = arith.constant 3 : index
                %358 = arith.muli %355, %357 : index
                %359 = arith.constant 7 : index
                %360 = arith.minui %359, %316 : index
                %361 = memref.load %scratch2[%360] : memref<16xindex>
                %362 = arith.constant 0 : index
                %363 = arith.constant 3 : index
                %364 = arith.muli %361, %363 : index
                %365 = arith.constant 0 : index
                %366 = arith.constant 3 : index
                %367 = arith.constant 1 : index
                scf.for %368 = %365 to %366 step %367 {
                  %369 = arith.addi %322, %368 : index
                  %370 = memref.load %v6_top[%369] : memref<?xf64>
                  %371 = arith.constant 0 : index
                  %372 = arith.constant 16 : index
                  %373 = arith.muli %368, %372 : index
                  memref.store %370, %scratch3[%373] : memref<48xf64>
                  %374 = arith.addi %328, %368 : index
                  %375 = memref.load %v6_top[%374] : memref<?xf64>
                  %376 = arith.constant 1 : index
                  %377 = arith.constant 16 : index
                  %378 = arith.muli %368, %377 : index
                  %379 = arith.addi %378, %376 : index
                  memref.store %375, %scratch3[%379] : memref<48xf64>
                  %380 = arith.addi %334, %368 : index
                  %381 = memref.load %v6_top[%380] : memref<?xf64>
                  %382 = arith.constant 2 : index
                  %383 = arith.constant 16 : index
                  %384 = arith.muli %368, %383 : index
                  %385 = arith.addi %384, %382 : index
                  memref.store %381, %scratch3[%385] : memref<48xf64>
                  %386 = arith.addi %340, %368 : index
                  %387 = memref.load %v6_top[%386] : memref<?xf64>
                  %388 = arith.constant 3 : index
                  %389 = arith.constant 16 : index
                  %390 = arith.muli %368, %389 : index
                  %391 = arith.addi %390, %388 : index
                  memref.store %387, %scratch3[%391] : memref<48xf64>
                  %392 = arith.addi %346, %368 : index
                  %393 = memref.load %v6_top[%392] : memref<?xf64>
                  %394 = arith.constant 4 : index
                  %395 = arith.constant 16 : index
                  %396 = arith.muli %368, %395 : index
                  %397 = arith.addi %396, %394 : index
                  memref.store %393, %scratch3[%397] : memref<48xf64>
                  %398 = arith.addi %352, %368 : index
                  %399 = memref.load %v6_top[%398] : memref<?xf64>
                  %400 = arith.constant 5 : index
                  %401 = arith.constant 16 : index
                  %402 = arith.muli %368, %401 : index
                  %403 = arith.addi %402, %400 : index
                  memref.store %399, %scratch3[%403] : memref<48xf64>
                  %404 = arith.addi %358, %368 : index
                  %405 = memref.load %v6_top[%404] : memref<?xf64>
                  %406 = arith.constant 6 : index
                  %407 = arith.constant 16 : index
                  %408 = arith.muli %368, %407 : index
                  %409 = arith.addi %408, %406 : index
                  memref.store %405, %scratch3[%409] : memref<48xf64>
                  %410 = arith.addi %364, %368 : index
                  %411 = memref.load %v6_top[%410] : memref<?xf64>
                  %412 = arith.constant 7 : index
                  %413 = arith.constant 16 : index
                  %414 = arith.muli %368, %413 : index
                  %415 = arith.addi %414, %412 : index
                  memref.store %411, %scratch3[%415] : memref<48xf64>
                }
                %416 = arith.constant 0 : index
                %417 = arith.constant dense<0.0> : vector<8xf64>
                %418 = arith.constant 0 : index
                %419 = arith.constant 3 : index
                %420 = arith.constant 1 : index
                %424:3 = scf.for %425 = %418 to %419 step %420 iter_args(%421 = %417, %422 = %417, %423 = %417) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>) {
                  %426 = arith.constant 0 : index
                  %427 = arith.constant 16 : index
                  %428 = arith.muli %425, %427 : index
                  %429 = vector.load %scratch3[%428] : memref<48xf64>, vector<8xf64>
                  %430 = arith.constant 0 : index
                  %431 = arith.constant 3 : index
                  %432 = arith.muli %416, %431 : index
                  %433 = arith.addi %432, %425 : index
                  %434 = memref.load %v2_shared[%433] : memref<?xf64>
                  %435 = vector.broadcast %434 : f64 to vector<8xf64>
                  %436 = arith.mulf %435, %429 : vector<8xf64>
                  %437 = arith.addf %421, %436 : vector<8xf64>
                  %438 = arith.constant 1 : index
                  %439 = arith.constant 3 : index
                  %440 = arith.addi %439, %425 : index
                  %441 = memref.load %v2_shared[%440] : memref<?xf64>
                  %442 = vector.broadcast %441 : f64 to vector<8xf64>
                  %443 = arith.mulf %442, %429 : vector<8xf64>
                  %444 = arith.addf %422, %443 : vector<8xf64>
                  %445 = arith.constant 2 : index
                  %446 = arith.constant 3 : index
                  %447 = arith.muli %445, %446 : index
                  %448 = arith.addi %447, %425 : index
                  %449 = memref.load %v2_shared[%448] : memref<?xf64>
                  %450 = vector.broadcast %449 : f64 to vector<8xf64>
                  %451 = arith.mulf %450, %429 : vector<8xf64>
                  %452 = arith.addf %423, %451 : vector<8xf64>
                  scf.yield %437, %444, %452 : vector<8xf64>, vector<8xf64>, vector<8xf64>
                }
                %453 = arith.constant 0 : index
                %454 = arith.constant 0 : index
                %455 = arith.constant 16 : index
                %456 = arith.muli %416, %455 : index
                vector.store %424#0, %scratch4[%456] : memref<48xf64>, vector<8xf64>
                %457 = arith.constant 1 : index
                %458 = arith.constant 0 : index
                %459 = arith.constant 16 : index
                vector.store %424#1, %scratch4[%459] : memref<48xf64>, vector<8xf64>
                %460 = arith.constant 2 : index
                %461 = arith.constant 0 : index
                %462 = arith.constant 16 : index
                %463 = arith.muli %460, %462 : index
                vector.store %424#2, %scratch4[%463] : memref<48xf64>, vector<8xf64>
                %464 = arith.constant 1 : index
                %465 = arith.subi %251, %464 : index
                %466 = arith.constant 0 : index
                %467 = arith.minui %466, %465 : index
                %468 = memref.load %scratch2[%467] : memref<16xindex>
                %469 = arith.constant 0 : index
                %470 = arith.constant 3 : index
                %471 = arith.muli %468, %470 : index
                %472 = arith.constant 1 : index
                %473 = arith.minui %472, %465 : index
                %474 = memref.load %scratch2[%473] : memref<16xindex>
                %475 = arith.constant 0 : index
                %476 = arith.constant 3 : index
                %477 = arith.muli %474, %476 : index
                %478 = arith.constant 2 : index
                %479 = arith.minui %478, %465 : index
                %480 = memref.load %scratch2[%479] : memref<16xindex>
                %481 = arith.constant 0 : index
                %482 = arith.constant 3 : index
                %483 = arith.muli %480, %482 : index
                %484 = arith.constant 3 : index
                %485 = arith.minui %484, %465 : index
                %486 = memref.load %scratch2[%485] : memref<16xindex>
                %487 = arith.constant 0 : index
                %488 = arith.constant 3 : index
                %489 = arith.muli %486, %488 : index
                %490 = arith.constant 4 : index
                %491 = arith.minui %490, %465 : index
                %492 = memref.load %scratch2[%491] : memref<16xindex>
                %493 = arith.constant 0 : index
                %494 = arith.constant 3 : index
                %495 = arith.muli %492, %494 : index
                %496 = arith.constant 5 : index
                %497 = arith.minui %496, %465 : index
                %498 = memref.load %scratch2[%497] : memref<16xindex>
                %499 = arith.constant 0 : index
                %500 = arith.constant 3 : index
                %501 = arith.muli %498, %500 : index
                %502 = arith.constant 6 : index
                %503 = arith.minui %502, %465 : index
                %504 = memref.load %scratch2[%503] : memref<16xindex>
                %505 = arith.constant 0 : index
                %506 = arith.constant 3 : index
                %507 = arith.muli %504, %506 : index
                %508 = arith.constant 7 : index
                %509 = arith.minui %508, %465 : index
                %510 = memref.load %scratch2[%509] : memref<16xindex>
                %511 = arith.constant 0 : index
                %512 = arith.constant 3 : index
                %513 = arith.muli %510, %512 : index
                %514 = arith.constant 0 : index
                %515 = arith.constant 3 : index
                %516 = arith.constant 1 : index
                scf.for %517 = %514 to %515 step %516 {
                  %518 = arith.constant 0 : index
                  %519 = arith.constant 16 : index
                  %520 = arith.muli %517, %519 : index
                  %521 = memref.load %scratch4[%520] : memref<48xf64>
                  %522 = arith.addi %471, %517 : index
                  memref.store %521, %v8_top[%522] : memref<?xf64>
                  %523 = arith.constant 1 : index
                  %524 = arith.constant 16 : index
                  %525 = arith.muli %517, %524 : index
                  %526 = arith.addi %525, %523 : index
                  %527 = memref.load %scratch4[%526] : memref<48xf64>
                  %528 = arith.addi %477, %517 : index
                  memref.store %527, %v8_top[%528] : memref<?xf64>
                  %529 = arith.constant 2 : index
                  %530 = arith.constant 16 : index
                  %531 = arith.muli %517, %530 : index
                  %532 = arith.addi %531, %529 : index
                  %533 = memref.load %scratch4[%532] : memref<48xf64>
                  %534 = arith.addi %483, %517 : index
                  memref.store %533, %v8_top[%534] : memref<?xf64>
                  %535 = arith.constant 3 : index
                  %536 = arith.constant 16 : index
                  %537 = arith.muli %517, %536 : index
                  %538 = arith.addi %537, %535 : index
                  %539 = memref.load %scratch4[%538] : memref<48xf64>
                  %540 = arith.addi %489, %517 : index
                  memref.store %539, %v8_top[%540] : memref<?xf64>
                  %541 = arith.constant 4 : index
                  %542 = arith.constant 16 : index
                  %543 = arith.muli %517, %542 : index
                  %544 = arith.addi %543, %541 : index
                  %545 = memref.load %scratch4[%544] : memref<48xf64>
                  %546 = arith.addi %495, %517 : index
                  memref.store %545, %v8_top[%546] : memref<?xf64>
                  %547 = arith.constant 5 : index
                  %548 = arith.constant 16 : index
                  %549 = arith.muli %517, %548 : index
                  %550 = arith.addi %549, %547 : index
                  %551 = memref.load %scratch4[%550] : memref<48xf64>
                  %552 = arith.addi %501, %517 : index
                  memref.store %551, %v8_top[%552] : memref<?xf64>
                  %553 = arith.constant 6 : index
                  %554 = arith.constant 16 : index
                  %555 = arith.muli %517, %554 : index
                  %556 = arith.addi %555, %553 : index
                  %557 = memref.load %scratch4[%556] : memref<48xf64>
                  %558 = arith.addi %507, %517 : index
                  memref.store %557, %v8_top[%558] : memref<?xf64>
                  %559 = arith.constant 7 : index
                  %560 = arith.constant 16 : index
                  %561 = arith.muli %517, %560 : index
                  %562 = arith.addi %561, %559 : index
                  %563 = memref.load %scratch4[%562] : memref<48xf64>
                  %564 = arith.addi %513, %517 : index
                  memref.store %563, %v8_top[%564] : memref<?xf64>
                }
              } else {
                %565 = arith.constant 1 : index
                %566 = arith.subi %251, %565 : index
                %567 = arith.constant 0 : index
                %568 = arith.minui %567, %566 : index
                %569 = memref.load %scratch2[%568] : memref<16xindex>
                %570 = arith.constant 0 : index
                %571 = arith.constant 3 : index
                %572 = arith.muli %569, %571 : index
                %573 = arith.constant 1 : index
                %574 = arith.minui %573, %566 : index
                %575 = memref.load %scratch2[%574] : memref<16xindex>
                %576 = arith.constant 0 : index
                %577 = arith.constant 3 : index
                %578 = arith.muli %575, %577 : index
                %579 = arith.constant 2 : index
                %580 = arith.minui %579, %566 : index
                %581 = memref.load %scratch2[%580] : memref<16xindex>
                %582 = arith.constant 0 : index
                %583 = arith.constant 3 : index
                %584 = arith.muli %581, %583 : index
                %585 = arith.constant 3 : index
                %586 = arith.minui %585, %566 : index
                %587 = memref.load %scratch2[%586] : memref<16xindex>
                %588 = arith.constant 0 : index
                %589 = arith.constant 3 : index
                %590 = arith.muli %587, %589 : index
                %591 = arith.constant 4 : index
                %592 = arith.minui %591, %566 : index
                %593 = memref.load %scratch2[%592] : memref<16xindex>
                %594 = arith.constant 0 : index
                %595 = arith.constant 3 : index
                %596 = arith.muli %593, %595 : index
                %597 = arith.constant 5 : index
                %598 = arith.minui %597, %566 : index
                %599 = memref.load %scratch2[%598] : memref<16xindex>
                %600 = arith.constant 0 : index
                %601 = arith.constant 3 : index
                %602 = arith.muli %599, %601 : index
                %603 = arith.constant 6 : index
                %604 = arith.minui %603, %566 : index
                %605 = memref.load %scratch2[%604] : memref<16xindex>
                %606 = arith.constant 0 : index
                %607 = arith.constant 3 : index
                %608 = arith.muli %605, %607 : index
                %609 = arith.constant 7 : index
                %610 = arith.minui %609, %566 : index
                %611 = memref.load %scratch2[%610] : memref<16xindex>
                %612 = arith.constant 0 : index
                %613 = arith.constant 3 : index
                %614 = arith.muli %611, %613 : index
                %615 = arith.constant 8 : index
                %616 = arith.minui %615, %566 : index
                %617 = memref.load %scratch2[%616] : memref<16xindex>
                %618 = arith.constant 0 : index
                %619 = arith.constant 3 : index
                %620 = arith.muli %617, %619 : index
                %621 = arith.constant 9 : index
                %622 = arith.minui %621, %566 : index
                %623 = memref.load %scratch2[%622] : memref<16xindex>
                %624 = arith.constant 0 : index
                %625 = arith.constant 3 : index
                %626 = arith.muli %623, %625 : index
                %627 = arith.constant 10 : index
                %628 = arith.minui %627, %566 : index
                %629 = memref.load %scratch2[%628] : memref<16xindex>
                %630 = arith.constant 0 : index
                %631 = arith.constant 3 : index
                %632 = arith.muli %629, %631 : index
                %633 = arith.constant 11 : index
                %634 = arith.minui %633, %566 : index
                %635 = memref.load %scratch2[%634] : memref<16xindex>
                %636 = arith.constant 0 : index
                %637 = arith.constant 3 : index
                %638 = arith.muli %635, %637 : index
                %639 = arith.constant 12 : index
                %640 = arith.minui %639, %566 : index
                %641 = memref.load %scratch2[%640] : memref<16xindex>
                %642 = arith.constant 0 : index
                %643 = arith.constant 3 : index
                %644 = arith.muli %641, %643 : index
                %645 = arith.constant 13 : index
                %646 = arith.minui %645, %566 : index
                %647 = memref.load %scratch2[%646] : memref<16xindex>
                %648 = arith.constant 0 : index
                %649 = arith.constant 3 : index
                %650 = arith.muli %647, %649 : index
                %651 = arith.constant 14 : index
                %652 = arith.minui %651, %566 : index
                %653 = memref.load %scratch2[%652] : memref<16xindex>
                %654 = arith.constant 0 : index
                %655 = arith.constant 3 : index
                %656 = arith.muli %653, %655 : index
                %657 = arith.constant 15 : index
                %658 = arith.minui %657, %566 : index
                %659 = memref.load %scratch2[%658] : memref<16xindex>
                %660 = arith.constant 0 : index
                %661 = arith.constant 3 : index
                %662 = arith.muli %659, %661 : index
                %663 = arith.constant 0 : index
                %664 = arith.constant 3 : index
                %665 = arith.constant 1 : index
                scf.for %666 = %663 to %664 step %665 {
                  %667 = arith.addi %572, %666 : index
                  %668 = memref.load %v6_top[%667] : memref<?xf64>
                  %669 = arith.constant 0 : index
                  %670 = arith.constant 16 : index
                  %671 = arith.muli %666, %670 : index
                  memref.store %668, %scratch3[%671] : memref<48xf64>
                  %672 = arith.addi %578, %666 : index
                  %673 = memref.load %v6_top[%672] : memref<?xf64>
                  %674 = arith.constant 1 : index
                  %675 = arith.constant 16 : index
                  %676 = arith.muli %666, %675 : index
                  %677 = arith.addi %676, %674 : index
                  memref.store %673, %scratch3[%677] : memref<48xf64>
                  %678 = arith.addi %584, %666 : index
                  %679 = memref.load %v6_top[%678] : memref<?xf64>
                  %680 = arith.constant 2 : index
                  %681 = arith.constant 16 : index
                  %682 = arith.muli %666, %681 : index
                  %683 = arith.addi %682, %680 : index
                  memref.store %679, %scratch3[%683] : memref<48xf64>
                  %684 = arith.addi %590, %666 : index
                  %685 = memref.load %v6_top[%684] : memref<?xf64>
                  %686 = arith.constant 3 : index
                  %687 = arith.constant 16 : index
                  %688 = arith.muli %666, %687 : index
                  %689 = arith.addi %688, %686 : index
                  memref.store %685, %scratch3[%689] : memref<48xf64>
                  %690 = arith.addi %596, %666 : index
                  %691 = memref.load %v6_top[%690] : memref<?xf64>
                  %692 = arith.constant 4 : index
                  %693 = arith.constant 16 : index
                  %694 = arith.muli %666, %693 : index
                  %695 = arith.addi %694, %692 : index
                  memref.store %691, %scratch3[%695] : memref<48xf64>
                  %696 = arith.addi %602, %666 : index
                  %697 = memref.load %v6_top[%696] : memref<?xf64>
                  %698 = arith.constant 5 : index
                  %699 = arith.constant 16 : index
                  %700 = arith.muli %666, %699 : index
                  %701 = arith.addi %700, %698 : index
                  memref.store %697, %scratch3[%701] : memref<48xf64>
                  %702 = arith.addi %608, %666 : index
                  %703 = memref.load %v6_top[%702] : memref<?xf64>
                  %704 = arith.constant 6 : index
                  %705 = arith.constant 16 : index
                  %706 = arith.muli %666, %705 : index
                  %707 = arith.addi %706, %704 : index
                  memref.store %703, %scratch3[%707] : memref<48xf64>
                  %708 = arith.addi %614, %666 : index
                  %709 = memref.load %v6_top[%708] : memref<?xf64>
                  %710 = arith.constant 7 : index
                  %711 = arith.constant 16 : index
                  %712 = arith.muli %666, %711 : index
                  %713 = arith.addi %712, %710 : index
                  memref.store %709, %scratch3[%713] : memref<48xf64>
                  %714 = arith.addi %620, %666 : index
                  %715 = memref.load %v6_top[%714] : memref<?xf64>
                  %716 = arith.constant 8 : index
                  %717 = arith.constant 16 : index
                  %718 = arith.muli %666, %717 : index
                  %719 = arith.addi %718, %716 : index
                  memref.store %715, %scratch3[%719] : memref<48xf64>
                  %720 = arith.addi %626, %666 : index
                  %721 = memref.load %v6_top[%720] : memref<?xf64>
                  %722 = arith.constant 9 : index
                  %723 = arith.constant 16 : index
                  %724 = arith.muli %666, %723 : index
                  %725 = arith.addi %724, %722 : index
                  memref.store %721, %scratch3[%725] : memref<48xf64>
                  %726 = arith.addi %632, %666 : index
                  %727 = memref.load %v6_top[%726] : memref<?xf64>
                  %728 = arith.constant 10 : index
                  %729 = arith.constant 16 : index
                  %730 = arith.muli %666, %729 : index
                  %731 = arith.addi %730, %728 : index
                  memref.store %727, %scratch3[%731] : memref<48xf64>
                  %732 = arith.addi %638, %666 : index
                  %733 = memref.load %v6_top[%732] : memref<?xf64>
                  %734 = arith.constant 11 : index
                  %735 = arith.constant 16 : index
                  %736 = arith.muli %666, %735 : index
                  %737 = arith.addi %736, %734 : index
                  memref.store %733, %scratch3[%737] : memref<48xf64>
                  %738 = arith.addi %644, %666 : index
                  %739 = memref.load %v6_top[%738] : memref<?xf64>
                  %740 = arith.constant 12 : index
                  %741 = arith.constant 16 : index
                  %742 = arith.muli %666, %741 : index
                  %743 = arith.addi %742, %740 : index
                  memref.store %739, %scratch3[%743] : memref<48xf64>
                  %744 = arith.addi %650, %666 : index
                  %745 = memref.load %v6_top[%744] : memref<?xf64>
                  %746 = arith.constant 13 : index
                  %747 = arith.constant 16 : index
                  %748 = arith.muli %666, %747 : index
                  %749 = arith.addi %748, %746 : index
                  memref.store %745, %scratch3[%749] : memref<48xf64>
                  %750 = arith.addi %656, %666 : index
                  %751 = memref.load %v6_top[%750] : memref<?xf64>
                  %752 = arith.constant 14 : index
                  %753 = arith.constant 16 : index
                  %754 = arith.muli %666, %753 : index
                  %755 = arith.addi %754, %752 : index
                  memref.store %751, %scratch3[%755] : memref<48xf64>
                  %756 = arith.addi %662, %666 : index
                  %757 = memref.load %v6_top[%756] : memref<?xf64>
                  %758 = arith.constant 15 : index
                  %759 = arith.constant 16 : index
                  %760 = arith.muli %666, %759 : index
                  %761 = arith.addi %760, %758 : index
                  memref.store %757, %scratch3[%761] : memref<48xf64>
                }
                %762 = arith.constant 0 : index
                %763 = arith.constant dense<0.0> : vector<8xf64>
                %764 = arith.constant 0 : index
                %765 = arith.constant 3 : index
                %766 = arith.constant 1 : index
                %773:6 = scf.for %774 = %764 to %765 step %766 iter_args(%767 = %763, %768 = %763, %769 = %763, %770 = %763, %771 = %763, %772 = %763) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>) {
                  %775 = arith.constant 0 : index
                  %776 = arith.constant 16 : index
                  %777 = arith.muli %774, %776 : index
                  %778 = vector.load %scratch3[%777] : memref<48xf64>, vector<8xf64>
                  %779 = arith.constant 8 : index
                  %780 = arith.constant 16 : index
                  %781 = arith.muli %774, %780 : index
                  %782 = arith.addi %781, %779 : index
                  %783 = vector.load %scratch3[%782] : memref<48xf64>, vector<8xf64>
                  %784 = arith.constant 0 : index
                  %785 = arith.constant 3 : index
                  %786 = arith.muli %762, %785 : index
                  %787 = arith.addi %786, %774 : index
                  %788 = memref.load %v2_shared[%787] : memref<?xf64>
                  %789 = vector.broadcast %788 : f64 to vector<8xf64>
                  %790 = arith.mulf %789, %778 : vector<8xf64>
                  %791 = arith.addf %767, %790 : vector<8xf64>
                  %792 = arith.mulf %789, %783 : vector<8xf64>
                  %793 = arith.addf %768, %792 : vector<8xf64>
                  %794 = arith.constant 1 : index
                  %795 = arith.constant 3 : index
                  %796 = arith.addi %795, %774 : index
                  %797 = memref.load %v2_shared[%796] : memref<?xf64>
                  %798 = vector.broadcast %797 : f64 to vector<8xf64>
                  %799 = arith.mulf %798, %778 : vector<8xf64>
                  %800 = arith.addf %769, %799 : vector<8xf64>
                  %801 = arith.mulf %798, %783 : vector<8xf64>
                  %802 = arith.addf %770, %801 : vector<8xf64>
                  %803 = arith.constant 2 : index
                  %804 = arith.constant 3 : index
                  %805 = arith.muli %803, %804 : index
                  %806 = arith.addi %805, %774 : index
                  %807 = memref.load %v2_shared[%806] : memref<?xf64>
                  %808 = vector.broadcast %807 : f64 to vector<8xf64>
                  %809 = arith.mulf %808, %778 : vector<8xf64>
                  %810 = arith.addf %771, %809 : vector<8xf64>
                  %811 = arith.mulf %808, %783 : vector<8xf64>
                  %812 = arith.addf %772, %811 : vector<8xf64>
                  scf.yield %791, %793, %800, %802, %810, %812 : vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>
                }
                %813 = arith.constant 0 : index
                %814 = arith.constant 0 : index
                %815 = arith.constant 16 : index
                %816 = arith.muli %762, %815 : index
                vector.store %773#0, %scratch4[%816] : memref<48xf64>, vector<8xf64>
                %817 = arith.constant 8 : index
                %818 = arith.constant 16 : index
                %819 = arith.muli %762, %818 : index
                %820 = arith.addi %819, %817 : index
                vector.store %773#1, %scratch4[%820] : memref<48xf64>, vector<8xf64>
                %821 = arith.constant 1 : index
                %822 = arith.constant 0 : index
                %823 = arith.constant 16 : index
                vector.store %773#2, %scratch4[%823] : memref<48xf64>, vector<8xf64>
                %824 = arith.constant 8 : index
                %825 = arith.constant 16 : index
                %826 = arith.addi %825, %824 : index
                vector.store %773#3, %scratch4[%826] : memref<48xf64>, vector<8xf64>
                %827 = arith.constant 2 : index
                %828 = arith.constant 0 : index
                %829 = arith.constant 16 : index
                %830 = arith.muli %827, %829 : index
                vector.store %773#4, %scratch4[%830] : memref<48xf64>, vector<8xf64>
                %831 = arith.constant 8 : index
                %832 = arith.constant 16 : index
                %833 = arith.muli %827, %832 : index
                %834 = arith.addi %833, %831 : index
                vector.store %773#5, %scratch4[%834] : memref<48xf64>, vector<8xf64>
                %835 = arith.constant 1 : index
                %836 = arith.subi %251, %835 : index
                %837 = arith.constant 0 : index
                %838 = arith.minui %837, %836 : index
                %839 = memref.load %scratch2[%838] : memref<16xindex>
                %840 = arith.constant 0 : index
                %841 = arith.constant 3 : index
                %842 = arith.muli %839, %841 : index
                %843 = arith.constant 1 : index
                %844 = arith.minui %843, %836 : index
                %845 = memref.load %scratch2[%844] : memref<16xindex>
                %846 = arith.constant 0 : index
                %847 = arith.constant 3 : index
                %848 = arith.muli %845, %847 : index
                %849 = arith.constant 2 : index
                %850 = arith.minui %849, %836 : index
                %851 = memref.load %scratch2[%850] : memref<16xindex>
                %852 = arith.constant 0 : index
                %853 = arith.constant 3 : index
                %854 = arith.muli %851, %853 : index
                %855 = arith.constant 3 : index
                %856 = arith.minui %855, %836 : index
                %857 = memref.load %scratch2[%856] : memref<16xindex>
                %858 = arith.constant 0 : index
                %859 = arith.constant 3 : index
                %860 = arith.muli %857, %859 : index
                %861 = arith.constant 4 : index
                %862 = arith.minui %861, %836 : index
                %863 = memref.load %scratch2[%862] : memref<16xindex>
                %864 = arith.constant 0 : index
                %865 = arith.constant 3 : index
                %866 = arith.muli %863, %865 : index
                %867 = arith.constant 5 : index
                %868 = arith.minui %867, %836 : index
                %869 = memref.load %scratch2[%868] : memref<16xindex>
                %870 = arith.constant 0 : index
                %871 = arith.constant 3 : index
                %872 = arith.muli %869, %871 : index
                %873 = arith.constant 6 : index
                %874 = arith.minui %873, %836 : index
                %875 = memref.load %scratch2[%874] : memref<16xindex>
                %876 = arith.constant 0 : index
                %877 = arith.constant 3 : index
                %878 = arith.muli %875, %877 : index
                %879 = arith.constant 7 : index
                %880 = arith.minui %879, %836 : index
                %881 = memref.load %scratch2[%880] : memref<16xindex>
                %882 = arith.constant 0 : index
                %883 = arith.constant 3 : index
                %884 = arith.muli %881, %883 : index
                %885 = arith.constant 8 : index
                %886 = arith.minui %885, %836 : index
                %887 = memref.load %scratch2[%886] : memref<16xindex>
                %888 = arith.constant 0 : index
                %889 = arith.constant 3 : index
                %890 = arith.muli %887, %889 : index
                %891 = arith.constant 9 : index
                %892 = arith.minui %891, %836 : index
                %893 = memref.load %scratch2[%892] : memref<16xindex>
                %894 = arith.constant 0 : index
                %895 = arith.constant 3 : index
                %896 = arith.muli %893, %895 : index
                %897 = arith.constant 10 : index
                %898 = arith.minui %897, %836 : index
                %899 = memref.load %scratch2[%898] : memref<16xindex>
                %900 = arith.constant 0 : index
                %901 = arith.constant 3 : index
                %902 = arith.muli %899, %901 : index
                %903 = arith.constant 11 : index
                %904 = arith.minui %903, %836 : index
                %905 = memref.load %scratch2[%904] : memref<16xindex>
                %906 = arith.constant 0 : index
                %907 = arith.constant 3 : index
                %908 = arith.muli %905, %907 : index
                %909 = arith.constant 12 : index
                %910 = arith.minui %909, %836 : index
                %911 = memref.load %scratch2[%910] : memref<16xindex>
                %912 = arith.constant 0 : index
                %913 = arith.constant 3 : index
                %914 = arith.muli %911, %913 : index
                %915 = arith.constant 13 : index
                %916 = arith.minui %915, %836 : index
                %917 = memref.load %scratch2[%916] : memref<16xindex>
                %918 = arith.constant 0 : index
                %919 = arith.constant 3 : index
                %920 = arith.muli %917, %919 : index
                %921 = arith.constant 14 : index
                %922 = arith.minui %921, %836 : index
                %923 = memref.load %scratch2[%922] : memref<16xindex>
                %924 = arith.constant 0 : index
                %925 = arith.constant 3 : index
                %926 = arith.muli %923, %925 : index
                %927 = arith.constant 15 : index
                %928 = arith.minui %927, %836 : index
                %929 = memref.load %scratch2[%928] : memref<16xindex>
                %930 = arith.constant 0 : index
                %931 = arith.constant 3 : index
                %932 = arith.muli %929, %931 : index
                %933 = arith.constant 0 : index
                %934 = arith.constant 3 : index
                %935 = arith.constant 1 : index
                scf.for %936 = %933 to %934 step %935 {
                  %937 = arith.constant 0 : index
                  %938 = arith.constant 16 : index
                  %939 = arith.muli %936, %938 : index
                  %940 = memref.load %scratch4[%939] : memref<48xf64>
                  %941 = arith.addi %842, %936 : index
                  memref.store %940, %v8_top[%941] : memref<?xf64>
                  %942 = arith.constant 1 : index
                  %943 = arith.constant 16 : index
                  %944 = arith.muli %936, %943 : index
                  %945 = arith.addi %944, %942 : index
                  %946 = memref.load %scratch4[%945] : memref<48xf64>
                  %947 = arith.addi %848, %936 : index
                  memref.store %946, %v8_top[%947] : memref<?xf64>
                  %948 = arith.constant 2 : index
                  %949 = arith.constant 16 : index
                  %950 = arith.muli %936, %949 : index
                  %951 = arith.addi %950, %948 : index
                  %952 = memref.load %scratch4[%951] : memref<48xf64>
                  %953 = arith.addi %854, %936 : index
                  memref.store %952, %v8_top[%953] : memref<?xf64>
                  %954 = arith.constant 3 : index
                  %955 = arith.constant 16 : index
                  %956 = arith.muli %936, %955 : index
                  %957 = arith.addi %956, %954 : index
                  %958 = memref.load %scratch4[%957] : memref<48xf64>
                  %959 = arith.addi %860, %936 : index
                  memref.store %958, %v8_top[%959] : memref<?xf64>
                  %960 = arith.constant 4 : index
                  %961 = arith.constant 16 : index
                  %962 = arith.muli %936, %961 : index
                  %963 = arith.addi %962, %960 : index
                  %964 = memref.load %scratch4[%963] : memref<48xf64>
                  %965 = arith.addi %866, %936 : index
                  memref.store %964, %v8_top[%965] : memref<?xf64>
                  %966 = arith.constant 5 : index
                  %967 = arith.constant 16 : index
                  %968 = arith.muli %936, %967 : index
                  %969 = arith.addi %968, %966 : index
                  %970 = memref.load %scratch4[%969] : memref<48xf64>
                  %971 = arith.addi %872, %936 : index
                  memref.store %970, %v8_top[%971] : memref<?xf64>
                  %972 = arith.constant 6 : index
                  %973 = arith.constant 16 : index
                  %974 = arith.muli %936, %973 : index
                  %975 = arith.addi %974, %972 : index
                  %976 = memref.load %scratch4[%975] : memref<48xf64>
                  %977 = arith.addi %878, %936 : index
                  memref.store %976, %v8_top[%977] : memref<?xf64>
                  %978 = arith.constant 7 : index
                  %979 = arith.constant 16 : index
                  %980 = arith.muli %936, %979 : index
                  %981 = arith.addi %980, %978 : index
                  %982 = memref.load %scratch4[%981] : memref<48xf64>
                  %983 = arith.addi %884, %936 : index
                  memref.store %982, %v8_top[%983] : memref<?xf64>
                  %984 = arith.constant 8 : index
                  %985 = arith.constant 16 : index
                  %986 = arith.muli %936, %985 : index
                  %987 = arith.addi %986, %984 : index
                  %988 = memref.load %scratch4[%987] : memref<48xf64>
                  %989 = arith.addi %890, %936 : index
                  memref.store %988, %v8_top[%989] : memref<?xf64>
                  %990 = arith.constant 9 : index
                  %991 = arith.constant 16 : index
                  %992 = arith.muli %936, %991 : index
                  %993 = arith.addi %992, %990 : index
                  %994 = memref.load %scratch4[%993] : memref<48xf64>
                  %995 = arith.addi %896, %936 : index
                  memref.store %994, %v8_top[%995] : memref<?xf64>
                  %996 = arith.constant 10 : index
                  %997 = arith.constant 16 : index
                  %998 = arith.muli %936, %997 : index
                  %999 = arith.addi %998, %996 : index
                  %1000 = memref.load %scratch4[%999] : memref<48xf64>
                  %1001 = arith.addi %902, %936 : index
                  memref.store %1000, %v8_top[%1001] : memref<?xf64>
                  %1002 = arith.constant 11 : index
                  %1003 = arith.constant 16 : index
                  %1004 = arith.muli %936, %1003 : index
                  %1005 = arith.addi %1004, %1002 : index
                  %1006 = memref.load %scratch4[%1005] : memref<48xf64>
                  %1007 = arith.addi %908, %936 : index
                  memref.store %1006, %v8_top[%1007] : memref<?xf64>
                  %1008 = arith.constant 12 : index
                  %1009 = arith.constant 16 : index
                  %1010 = arith.muli %936, %1009 : index
                  %1011 = arith.addi %1010, %1008 : index
                  %1012 = memref.load %scratch4[%1011] : memref<48xf64>
                  %1013 = arith.addi %914, %936 : index
                  memref.store %1012, %v8_top[%1013] : memref<?xf64>
                  %1014 = arith.constant 13 : index
                  %1015 = arith.constant 16 : index
                  %1016 = arith.muli %936, %1015 : index
                  %1017 = arith.addi %1016, %1014 : index
                  %1018 = memref.load %scratch4[%1017] : memref<48xf64>
                  %1019 = arith.addi %920, %936 : index
                  memref.store %1018, %v8_top[%1019] : memref<?xf64>
                  %1020 = arith.constant 14 : index
                  %1021 = arith.constant 16 : index
                  %1022 = arith.muli %936, %1021 : index
                  %1023 = arith.addi %1022, %1020 : index
                  %1024 = memref.load %scratch4[%1023] : memref<48xf64>
                  %1025 = arith.addi %926, %936 : index
                  memref.store %1024, %v8_top[%1025] : memref<?xf64>
                  %1026 = arith.constant 15 : index
                  %1027 = arith.constant 16 : index
                  %1028 = arith.muli %936, %1027 : index
                  %1029 = arith.addi %1028, %1026 : index
                  %1030 = memref.load %scratch4[%1029] : memref<48xf64>
                  %1031 = arith.addi %932, %936 : index
                  memref.store %1030, %v8_top[%1031] : memref<?xf64>
                }
              }
            }
            %1032 = arith.constant 0 : index
            %1033 = arith.constant 1 : index
            scf.for %1034 = %1032 to %251 step %1033 {
              %1035 = memref.load %scratch2[%1034] : memref<16xindex>
              %1036 = arith.constant 7 : i32
              memref.store %1036, %pc[%1035] : memref<?xi32>
            }
          }
          %1037 = arith.select %263, %241, %251 : index
          scf.yield %1037, %254 : index, i64
        }
        %1038 = arith.constant 1 : index
        %1039 = scf.for %1040 = %lo to %hi step %1038 iter_args(%1041 = %halt) -> (i32) {
          %1042 = memref.load %pc[%1040] : memref<?xi32>
          %1043 = arith.minsi %1041, %1042 : i32
          scf.yield %1043 : i32
        }
        %1044 = arith.subi %hi, %lo : index
        %1045 = arith.index_cast %1044 : index to i64
        %1046 = arith.constant 1 : i64
        %1047 = arith.constant 18 : index
        %1048 = memref.atomic_rmw addi %1046, %stats[%1047] : (i64, memref<?xi64>) -> i64
        %1049 = arith.constant 19 : index
        %1050 = memref.atomic_rmw addi %1045, %stats[%1049] : (i64, memref<?xi64>) -> i64
        %1051 = arith.constant 20 : index
        %1052 = memref.atomic_rmw addi %244#1, %stats[%1051] : (i64, memref<?xi64>) -> i64
        scf.yield %1039 : i32
      }
      case 7 {
        %1053 = arith.constant 0 : i64
        %1059 = arith.constant 1 : index
        %1054, %1055 = scf.for %1056 = %lo to %hi step %1059 iter_args(%1057 = %halt, %1058 = %1053) -> (i32, i64) {
          %1060 = memref.load %pc[%1056] : memref<?xi32>
          %1061 = arith.constant 7 : i32
          %1062 = arith.cmpi eq, %1060, %1061 : i32
          scf.if %1062 {
            %1063 = arith.constant 0 : index
            %1064 = arith.constant 3 : index
            %1065 = arith.muli %1056, %1064 : index
            %1066 = arith.constant 0x0000000000000000 : f64
            %1067 = arith.constant 0 : index
            %1068 = arith.constant 3 : index
            %1069 = arith.constant 1 : index
            %1070 = scf.for %1071 = %1067 to %1068 step %1069 iter_args(%1072 = %1066) -> (f64) {
              %1073 = arith.addi %1065, %1071 : index
              %1074 = memref.load %v8_top[%1073] : memref<?xf64>
              %1075 = arith.addf %1072, %1074 : f64
              scf.yield %1075 : f64
            }
            %1076 = arith.constant 0 : index
            %1077 = arith.constant 3 : index
            %1078 = arith.muli %1056, %1077 : index
            %1079 = arith.constant 0 : index
            %1080 = arith.constant 3 : index
            %1081 = arith.muli %1056, %1080 : index
            %1082 = arith.constant 0 : index
            %1083 = arith.constant 3 : index
            %1084 = arith.constant 1 : index
            scf.for %1085 = %1082 to %1083 step %1084 {
              %1086 = arith.addi %1078, %1085 : index
              %1087 = memref.load %v6_top[%1086] : memref<?xf64>
              %1088 = arith.addf %1087, %1070 : f64
              %1089 = arith.addi %1081, %1085 : index
              memref.store %1088, %v7_top[%1089] : memref<?xf64>
            }
            %1090 = memref.load %pc_sp[%1056] : memref<?xi32>
            %1091 = arith.constant 0 : i32
            %1092 = arith.cmpi sgt, %1090, %1091 : i32
            scf.if %1092 {
              %1093 = arith.constant 1 : i32
              %1094 = arith.subi %1090, %1093 : i32
              %1095 = arith.constant 0 : index
              %1096 = arith.index_cast %1094 : i32 to index
              %1097 = arith.muli %1096, %z : index
              %1098 = arith.addi %1097, %1056 : index
              %1099 = memref.load %pc_stack[%1098] : memref<?xi32>
              memref.store %1094, %pc_sp[%1056] : memref<?xi32>
              memref.store %1099, %pc[%1056] : memref<?xi32>
            } else {
              %1100 = arith.constant 15 : i32
              memref.store %1100, %pc[%1056] : memref<?xi32>
            }
          }
          %1101 = memref.load %pc[%1056] : memref<?xi32>
          %1102 = arith.minsi %1057, %1101 : i32
          %1103 = arith.extui %1062 : i1 to i64
          %1104 = arith.addi %1058, %1103 : i64
          scf.yield %1102, %1104 : i32, i64
        }
        %1105 = arith.subi %hi, %lo : index
        %1106 = arith.index_cast %1105 : index to i64
        %1107 = arith.constant 1 : i64
        %1108 = arith.constant 21 : index
        %1109 = memref.atomic_rmw addi %1107, %stats[%1108] : (i64, memref<?xi64>) -> i64
        %1110 = arith.constant 22 : index
        %1111 = memref.atomic_rmw addi %1106, %stats[%1110] : (i64, memref<?xi64>) -> i64
        %1112 = arith.constant 23 : index
        %1113 = memref.atomic_rmw addi %1055, %stats[%1112] : (i64, memref<?xi64>) -> i64
        scf.yield %1054 : i32
      }
      case 8 {
        %1114 = arith.constant 0 : i64
        %1120 = arith.constant 1 : index
        %1115, %1116 = scf.for %1117 = %lo to %hi step %1120 iter_args(%1118 = %halt, %1119 = %1114) -> (i32, i64) {
          %1121 = memref.load %pc[%1117] : memref<?xi32>
          %1122 = arith.constant 8 : i32
          %1123 = arith.cmpi eq, %1121, %1122 : i32
          scf.if %1123 {
            %1124 = arith.constant 0 : index
            %1125 = arith.constant 0 : index
            %1126 = memref.load %v10_top[%1117] : memref<?xi64>
            %1127 = arith.constant 0 : i64
            %1128 = arith.cmpi sle, %1126, %1127 : i64
            %1129 = arith.constant 9 : i32
            %1130 = arith.constant 11 : i32
            %1131 = arith.select %1128, %1129, %1130 : i32
            memref.store %1131, %pc[%1117] : memref<?xi32>
          }
          %1132 = memref.load %pc[%1117] : memref<?xi32>
          %1133 = arith.minsi %1118, %1132 : i32
          %1134 = arith.extui %1123 : i1 to i64
          %1135 = arith.addi %1119, %1134 : i64
          scf.yield %1133, %1135 : i32, i64
        }
        %1136 = arith.subi %hi, %lo : index
        %1137 = arith.index_cast %1136 : index to i64
        %1138 = arith.constant 1 : i64
        %1139 = arith.constant 24 : index
        %1140 = memref.atomic_rmw addi %1138, %stats[%1139] : (i64, memref<?xi64>) -> i64
        %1141 = arith.constant 25 : index
        %1142 = memref.atomic_rmw addi %1137, %stats[%1141] : (i64, memref<?xi64>) -> i64
        %1143 = arith.constant 26 : index
        %1144 = memref.atomic_rmw addi %1116, %stats[%1143] : (i64, memref<?xi64>) -> i64
        scf.yield %1115 : i32
      }
      case 9 {
        %1145 = arith.constant 0 : i64
        %1151 = arith.constant 1 : index
        %1146, %1147 = scf.for %1148 = %lo to %hi step %1151 iter_args(%1149 = %halt, %1150 = %1145) -> (i32, i64) {
          %1152 = memref.load %pc[%1148] : memref<?xi32>
          %1153 = arith.constant 9 : i32
          %1154 = arith.cmpi eq, %1152, %1153 : i32
          scf.if %1154 {
            %1155 = arith.constant 0 : index
            %1156 = arith.constant 3 : index
            %1157 = arith.muli %1148, %1156 : index
            %1158 = arith.constant 0 : index
            %1159 = arith.constant 3 : index
            %1160 = arith.muli %1148, %1159 : index
            %1161 = arith.constant 0 : index
            %1162 = arith.constant 3 : index
            %1163 = arith.constant 1 : index
            scf.for %1164 = %1161 to %1162 step %1163 {
              %1165 = arith.addi %1157, %1164 : index
              %1166 = memref.load %v11_top[%1165] : memref<?xf64>
              %1167 = arith.addi %1160, %1164 : index
              memref.store %1166, %v6_top[%1167] : memref<?xf64>
            }
            %1168 = memref.load %pc_sp[%1148] : memref<?xi32>
            %1169 = arith.constant 128 : i32
            %1170 = arith.cmpi sge, %1168, %1169 : i32
            scf.if %1170 {
              %1171 = arith.constant 1 : i32
              memref.store %1171, %status[%1148] : memref<?xi32>
              %1172 = arith.constant 15 : i32
              memref.store %1172, %pc[%1148] : memref<?xi32>
            } else {
              %1173 = arith.constant 0 : index
              %1174 = arith.index_cast %1168 : i32 to index
              %1175 = arith.muli %1174, %z : index
              %1176 = arith.addi %1175, %1148 : index
              %1177 = arith.constant 10 : i32
              memref.store %1177, %pc_stack[%1176] : memref<?xi32>
              %1178 = arith.constant 1 : i32
              %1179 = arith.addi %1168, %1178 : i32
              memref.store %1179, %pc_sp[%1148] : memref<?xi32>
              %1180 = arith.constant 6 : i32
              memref.store %1180, %pc[%1148] : memref<?xi32>
            }
          }
          %1181 = memref.load %pc[%1148] : memref<?xi32>
          %1182 = arith.minsi %1149, %1181 : i32
          %1183 = arith.extui %1154 : i1 to i64
          %1184 = arith.addi %1150, %1183 : i64
          scf.yield %1182, %1184 : i32, i64
        }
        %1185 = arith.subi %hi, %lo : index
        %1186 = arith.index_cast %1185 : index to i64
        %1187 = arith.constant 1 : i64
        %1188 = arith.constant 27 : index
        %1189 = memref.atomic_rmw addi %1187, %stats[%1188] : (i64, memref<?xi64>) -> i64
        %1190 = arith.constant 28 : index
        %1191 = memref.atomic_rmw addi %1186, %stats[%1190] : (i64, memref<?xi64>) -> i64
        %1192 = arith.constant 29 : index
        %1193 = memref.atomic_rmw addi %1147, %stats[%1192] : (i64, memref<?xi64>) -> i64
        scf.yield %1146 : i32
      }
      case 10 {
        %1194 = arith.constant 0 : i64
        %1200 = arith.constant 1 : index
        %1195, %1196 = scf.for %1197 = %lo to %hi step %1200 iter_args(%1198 = %halt, %1199 = %1194) -> (i32, i64) {
          %1201 = memref.load %pc[%1197] : memref<?xi32>
          %1202 = arith.constant 10 : i32
          %1203 = arith.cmpi eq, %1201, %1202 : i32
          scf.if %1203 {
            %1204 = arith.constant 0 : index
            %1205 = arith.constant 3 : index
            %1206 = arith.muli %1197, %1205 : index
            %1207 = arith.constant 0 : index
            %1208 = arith.constant 3 : index
            %1209 = arith.muli %1197, %1208 : index
            %1210 = arith.constant 0 : index
            %1211 = arith.constant 3 : index
            %1212 = arith.constant 1 : index
            scf.for %1213 = %1210 to %1211 step %1212 {
              %1214 = arith.addi %1206, %1213 : index
              %1215 = memref.load %v7_top[%1214] : memref<?xf64>
              %1216 = arith.addi %1209, %1213 : index
              memref.store %1215, %v12_top[%1216] : memref<?xf64>
            }
            %1217 = memref.load %pc_sp[%1197] : memref<?xi32>
            %1218 = arith.constant 0 : i32
            %1219 = arith.cmpi sgt, %1217, %1218 : i32
            scf.if %1219 {
              %1220 = arith.constant 1 : i32
              %1221 = arith.subi %1217, %1220 : i32
              %1222 = arith.constant 0 : index
              %1223 = arith.index_cast %1221 : i32 to index
              %1224 = arith.muli %1223, %z : index
              %1225 = arith.addi %1224, %1197 : index
              %1226 = memref.load %pc_stack[%1225] : memref<?xi32>
              memref.store %1221, %pc_sp[%1197] : memref<?xi32>
              memref.store %1226, %pc[%1197] : memref<?xi32>
            } else {
              %1227 = arith.constant 15 : i32
              memref.store %1227, %pc[%1197] : memref<?xi32>
            }
          }
          %1228 = memref.load %pc[%1197] : memref<?xi32>
          %1229 = arith.minsi %1198, %1228 : i32
          %1230 = arith.extui %1203 : i1 to i64
          %1231 = arith.addi %1199, %1230 : i64
          scf.yield %1229, %1231 : i32, i64
        }
        %1232 = arith.subi %hi, %lo : index
        %1233 = arith.index_cast %1232 : index to i64
        %1234 = arith.constant 1 : i64
        %1235 = arith.constant 30 : index
        %1236 = memref.atomic_rmw addi %1234, %stats[%1235] : (i64, memref<?xi64>) -> i64
        %1237 = arith.constant 31 : index
        %1238 = memref.atomic_rmw addi %1233, %stats[%1237] : (i64, memref<?xi64>) -> i64
        %1239 = arith.constant 32 : index
        %1240 = memref.atomic_rmw addi %1196, %stats[%1239] : (i64, memref<?xi64>) -> i64
        scf.yield %1195 : i32
      }
      case 11 {
        %1241 = arith.constant 0 : i64
        %1247 = arith.constant 1 : index
        %1242, %1243 = scf.for %1244 = %lo to %hi step %1247 iter_args(%1245 = %halt, %1246 = %1241) -> (i32, i64) {
          %1248 = memref.load %pc[%1244] : memref<?xi32>
          %1249 = arith.constant 11 : i32
          %1250 = arith.cmpi eq, %1248, %1249 : i32
          scf.if %1250 {
            %1251 = arith.constant 0 : index
            %1252 = arith.constant 0 : index
            %1253 = memref.load %v10_top[%1244] : memref<?xi64>
            %1254 = arith.constant 1 : i64
            %1255 = arith.subi %1253, %1254 : i64
            %1256 = arith.constant 0 : index
            %1257 = arith.constant 0 : index
            memref.store %1255, %v14_top[%1244] : memref<?xi64>
            %1258 = arith.constant 1 : i64
            %1259 = arith.subi %1253, %1258 : i64
            %1260 = arith.constant 0 : index
            %1261 = arith.constant 3 : index
            %1262 = arith.muli %1244, %1261 : index
            %1263 = arith.constant 0 : index
            %1264 = arith.constant 0 : index
            %1265 = arith.constant 3 : index
            %1266 = arith.constant 1 : index
            scf.for %1267 = %1264 to %1265 step %1266 {
              %1268 = arith.addi %1262, %1267 : index
              %1269 = memref.load %v11_top[%1268] : memref<?xf64>
              memref.store %1269, %scratch1[%1267] : memref<3xf64>
            }
            %1270 = memref.load %v14_sp[%1244] : memref<?xi32>
            %1271 = arith.constant 128 : i32
            %1272 = arith.cmpi sge, %1270, %1271 : i32
            scf.if %1272 {
              %1273 = arith.constant 1 : i32
              memref.store %1273, %status[%1244] : memref<?xi32>
              %1274 = arith.constant 15 : i32
              memref.store %1274, %pc[%1244] : memref<?xi32>
            } else {
              %1275 = arith.index_cast %1270 : i32 to index
              %1276 = arith.constant 0 : index
              %1277 = memref.load %v14_top[%1244] : memref<?xi64>
              %1278 = arith.muli %1275, %z : index
              %1279 = arith.addi %1278, %1244 : index
              memref.store %1277, %v14_stack[%1279] : memref<?xi64>
              %1280 = arith.constant 1 : i32
              %1281 = arith.addi %1270, %1280 : i32
              memref.store %1281, %v14_sp[%1244] : memref<?xi32>
              %1282 = arith.constant 0 : index
              %1283 = arith.constant 0 : index
              memref.store %1255, %v14_top[%1244] : memref<?xi64>
              %1284 = arith.constant 0 : index
              %1285 = arith.constant 0 : index
              memref.store %1259, %v10_top[%1244] : memref<?xi64>
              %1286 = arith.constant 0 : index
              %1287 = arith.constant 0 : index
              %1288 = arith.constant 3 : index
              %1289 = arith.muli %1244, %1288 : index
              %1290 = arith.constant 0 : index
              %1291 = arith.constant 3 : index
              %1292 = arith.constant 1 : index
              scf.for %1293 = %1290 to %1291 step %1292 {
                %1294 = memref.load %scratch1[%1293] : memref<3xf64>
                %1295 = arith.addi %1289, %1293 : index
                memref.store %1294, %v11_top[%1295] : memref<?xf64>
              }
              %1296 = memref.load %pc_sp[%1244] : memref<?xi32>
              %1297 = arith.constant 128 : i32
              %1298 = arith.cmpi sge, %1296, %1297 : i32
              scf.if %1298 {
                %1299 = arith.constant 1 : i32
                memref.store %1299, %status[%1244] : memref<?xi32>
                %1300 = arith.constant 15 : i32
                memref.store %1300, %pc[%1244] : memref<?xi32>
              } else {
                %1301 = arith.constant 0 : index
                %1302 = arith.index_cast %1296 : i32 to index
                %1303 = arith.muli %1302, %z : index
                %1304 = arith.addi %1303, %1244 : index
                %1305 = arith.constant 12 : i32
                memref.store %1305, %pc_stack[%1304] : memref<?xi32>
                %1306 = arith.constant 1 : i32
                %1307 = arith.addi %1296, %1306 : i32
                memref.store %1307, %pc_sp[%1244] : memref<?xi32>
                %1308 = arith.constant 8 : i32
                memref.store %1308, %pc[%1244] : memref<?xi32>
              }
            }
          }
          %1309 = memref.load %pc[%1244] : memref<?xi32>
          %1310 = arith.minsi %1245, %1309 : i32
          %1311 = arith.extui %1250 : i1 to i64
          %1312 = arith.addi %1246, %1311 : i64
          scf.yield %1310, %1312 : i32, i64
        }
        %1313 = arith.subi %hi, %lo : index
        %1314 = arith.index_cast %1313 : index to i64
        %1315 = arith.constant 1 : i64
        %1316 = arith.constant 33 : index
        %1317 = memref.atomic_rmw addi %1315, %stats[%1316] : (i64, memref<?xi64>) -> i64
        %1318 = arith.constant 34 : index
        %1319 = memref.atomic_rmw addi %1314, %stats[%1318] : (i64, memref<?xi64>) -> i64
        %1320 = arith.constant 35 : index
        %1321 = memref.atomic_rmw addi %1243, %stats[%1320] : (i64, memref<?xi64>) -> i64
        scf.yield %1242 : i32
      }
      case 12 {
        %1322 = arith.constant 0 : i64
        %1328 = arith.constant 1 : index
        %1323, %1324 = scf.for %1325 = %lo to %hi step %1328 iter_args(%1326 = %halt, %1327 = %1322) -> (i32, i64) {
          %1329 = memref.load %pc[%1325] : memref<?xi32>
          %1330 = arith.constant 12 : i32
          %1331 = arith.cmpi eq, %1329, %1330 : i32
          scf.if %1331 {
            %1332 = arith.constant 0 : index
            %1333 = arith.constant 3 : index
            %1334 = arith.muli %1325, %1333 : index
            %1335 = arith.constant 0 : index
            %1336 = arith.constant 3 : index
            %1337 = arith.muli %1325, %1336 : index
            %1338 = arith.constant 0 : index
            %1339 = arith.constant 3 : index
            %1340 = arith.constant 1 : index
            scf.for %1341 = %1338 to %1339 step %1340 {
              %1342 = arith.addi %1334, %1341 : index
              %1343 = memref.load %v12_top[%1342] : memref<?xf64>
              %1344 = arith.addi %1337, %1341 : index
              memref.store %1343, %v16_top[%1344] : memref<?xf64>
            }
            %1345 = memref.load %v14_sp[%1325] : memref<?xi32>
            %1346 = arith.constant 0 : i32
            %1347 = arith.cmpi sgt, %1345, %1346 : i32
            scf.if %1347 {
              %1348 = arith.constant 1 : i32
              %1349 = arith.subi %1345, %1348 : i32
              %1350 = arith.index_cast %1349 : i32 to index
              %1351 = arith.constant 0 : index
              %1352 = arith.muli %1350, %z : index
              %1353 = arith.addi %1352, %1325 : index
              %1354 = memref.load %v14_stack[%1353] : memref<?xi64>
              memref.store %1354, %v14_top[%1325] : memref<?xi64>
              memref.store %1349, %v14_sp[%1325] : memref<?xi32>
            }
            %1355 = arith.constant 0 : index
            %1356 = arith.constant 3 : index
            %1357 = arith.muli %1325, %1356 : index
            %1358 = arith.constant 0x3FF0000000000000 : f64
            %1359 = arith.constant 0 : index
            %1360 = arith.constant 0 : index
            %1361 = arith.constant 3 : index
            %1362 = arith.constant 1 : index
            scf.for %1363 = %1360 to %1361 step %1362 {
              %1364 = arith.addi %1357, %1363 : index
              %1365 = memref.load %v16_top[%1364] : memref<?xf64>
              %1366 = arith.addf %1365, %1358 : f64
              memref.store %1366, %scratch0[%1363] : memref<3xf64>
            }
            %1367 = arith.constant 0 : index
            %1368 = arith.constant 0 : index
            %1369 = memref.load %v14_top[%1325] : memref<?xi64>
            %1370 = arith.constant 0 : index
            %1371 = arith.constant 0 : index
            memref.store %1369, %v10_top[%1325] : memref<?xi64>
            %1372 = arith.constant 0 : index
            %1373 = arith.constant 0 : index
            %1374 = arith.constant 3 : index
            %1375 = arith.muli %1325, %1374 : index
            %1376 = arith.constant 0 : index
            %1377 = arith.constant 3 : index
            %1378 = arith.constant 1 : index
            scf.for %1379 = %1376 to %1377 step %1378 {
              %1380 = memref.load %scratch0[%1379] : memref<3xf64>
              %1381 = arith.addi %1375, %1379 : index
              memref.store %1380, %v11_top[%1381] : memref<?xf64>
            }
            %1382 = memref.load %pc_sp[%1325] : memref<?xi32>
            %1383 = arith.constant 128 : i32
            %1384 = arith.cmpi sge, %1382, %1383 : i32
            scf.if %1384 {
              %1385 = arith.constant 1 : i32
              memref.store %1385, %status[%1325] : memref<?xi32>
              %1386 = arith.constant 15 : i32
              memref.store %1386, %pc[%1325] : memref<?xi32>
            } else {
              %1387 = arith.constant 0 : index
              %1388 = arith.index_cast %1382 : i32 to index
              %1389 = arith.muli %1388, %z : index
              %1390 = arith.addi %1389, %1325 : index
              %1391 = arith.constant 13 : i32
              memref.store %1391, %pc_stack[%1390] : memref<?xi32>
              %1392 = arith.constant 1 : i32
              %1393 = arith.addi %1382, %1392 : i32
              memref.store %1393, %pc_sp[%1325] : memref<?xi32>
              %1394 = arith.constant 8 : i32
              memref.store %1394, %pc[%1325] : memref<?xi32>
            }
          }
          %1395 = memref.load %pc[%1325] : memref<?xi32>
          %1396 = arith.minsi %1326, %1395 : i32
          %1397 = arith.extui %1331 : i1 to i64
          %1398 = arith.addi %1327, %1397 : i64
          scf.yield %1396, %1398 : i32, i64
        }
        %1399 = arith.subi %hi, %lo : index
        %1400 = arith.index_cast %1399 : index to i64
        %1401 = arith.constant 1 : i64
        %1402 = arith.constant 36 : index
        %1403 = memref.atomic_rmw addi %1401, %stats[%1402] : (i64, memref<?xi64>) -> i64
        %1404 = arith.constant 37 : index
        %1405 = memref.atomic_rmw addi %1400, %stats[%1404] : (i64, memref<?xi64>) -> i64
        %1406 = arith.constant 38 : index
        %1407 = memref.atomic_rmw addi %1324, %stats[%1406] : (i64, memref<?xi64>) -> i64
        scf.yield %1323 : i32
      }
      case 13 {
        %1408 = arith.constant 0 : i64
        %1414 = arith.constant 1 : index
        %1409, %1410 = scf.for %1411 = %lo to %hi step %1414 iter_args(%1412 = %halt, %1413 = %1408) -> (i32, i64) {
          %1415 = memref.load %pc[%1411] : memref<?xi32>
          %1416 = arith.constant 13 : i32
          %1417 = arith.cmpi eq, %1415, %1416 : i32
          scf.if %1417 {
            %1418 = arith.constant 0 : index
            %1419 = arith.constant 3 : index
            %1420 = arith.muli %1411, %1419 : index
            %1421 = arith.constant 0 : index
            %1422 = arith.constant 3 : index
            %1423 = arith.muli %1411, %1422 : index
            %1424 = arith.constant 0 : index
            %1425 = arith.constant 3 : index
            %1426 = arith.muli %1411, %1425 : index
            %1427 = arith.constant 0x3FF0000000000000 : f64
            %1428 = arith.constant 0 : index
            %1429 = arith.constant 3 : index
            %1430 = arith.muli %1411, %1429 : index
            %1431 = arith.constant 0 : index
            %1432 = arith.constant 3 : index
            %1433 = arith.constant 1 : index
            scf.for %1434 = %1431 to %1432 step %1433 {
              %1435 = arith.addi %1420, %1434 : index
              %1436 = memref.load %v12_top[%1435] : memref<?xf64>
              %1437 = arith.addi %1423, %1434 : index
              memref.store %1436, %v18_top[%1437] : memref<?xf64>
              %1438 = arith.addf %1436, %1427 : f64
              %1439 = arith.addi %1430, %1434 : index
              memref.store %1438, %v12_top[%1439] : memref<?xf64>
            }
            %1440 = memref.load %pc_sp[%1411] : memref<?xi32>
            %1441 = arith.constant 0 : i32
            %1442 = arith.cmpi sgt, %1440, %1441 : i32
            scf.if %1442 {
              %1443 = arith.constant 1 : i32
              %1444 = arith.subi %1440, %1443 : i32
              %1445 = arith.constant 0 : index
              %1446 = arith.index_cast %1444 : i32 to index
              %1447 = arith.muli %1446, %z : index
              %1448 = arith.addi %1447, %1411 : index
              %1449 = memref.load %pc_stack[%1448] : memref<?xi32>
              memref.store %1444, %pc_sp[%1411] : memref<?xi32>
              memref.store %1449, %pc[%1411] : memref<?xi32>
            } else {
              %1450 = arith.constant 15 : i32
              memref.store %1450, %pc[%1411] : memref<?xi32>
            }
          }
          %1451 = memref.load %pc[%1411] : memref<?xi32>
          %1452 = arith.minsi %1412, %1451 : i32
          %1453 = arith.extui %1417 : i1 to i64
          %1454 = arith.addi %1413, %1453 : i64
          scf.yield %1452, %1454 : i32, i64
        }
        %1455 = arith.subi %hi, %lo : index
        %1456 = arith.index_cast %1455 : index to i64
        %1457 = arith.constant 1 : i64
        %1458 = arith.constant 39 : index
        %1459 = memref.atomic_rmw addi %1457, %stats[%1458] : (i64, memref<?xi64>) -> i64
        %1460 = arith.constant 40 : index
        %1461 = memref.atomic_rmw addi %1456, %stats[%1460] : (i64, memref<?xi64>) -> i64
        %1462 = arith.constant 41 : index
        %1463 = memref.atomic_rmw addi %1410, %stats[%1462] : (i64, memref<?xi64>) -> i64
        scf.yield %1409 : i32
      }
      case 14 {
        %1464 = arith.constant 0 : i64
        %1470 = arith.constant 1 : index
        %1465, %1466 = scf.for %1467 = %lo to %hi step %1470 iter_args(%1468 = %halt, %1469 = %1464) -> (i32, i64) {
          %1471 = memref.load %pc[%1467] : memref<?xi32>
          %1472 = arith.constant 14 : i32
          %1473 = arith.cmpi eq, %1471, %1472 : i32
          scf.if %1473 {
            %1474 = arith.constant 0 : index
            %1475 = arith.constant 0 : index
            %1476 = memref.load %v19_top[%1467] : memref<?xi64>
            %1477 = arith.constant 3 : i64
            %1478 = arith.constant 0 : i64
            %1479 = arith.constant 1 : i64
            %1480 = arith.constant -1 : i64
            %1481 = arith.constant -9223372036854775808 : i64
            %1482 = arith.cmpi eq, %1477, %1478 : i64
            %1483 = arith.cmpi eq, %1476, %1481 : i64
            %1484 = arith.cmpi eq, %1477, %1480 : i64
            %1485 = arith.andi %1483, %1484 : i1
            %1486 = arith.ori %1482, %1485 : i1
            %1487 = arith.select %1486, %1479, %1477 : i64
            %1488 = arith.divsi %1476, %1487 : i64
            %1489 = arith.remsi %1476, %1487 : i64
            %1490 = arith.cmpi ne, %1489, %1478 : i64
            %1491 = arith.cmpi slt, %1489, %1478 : i64
            %1492 = arith.cmpi slt, %1487, %1478 : i64
            %1493 = arith.xori %1491, %1492 : i1
            %1494 = arith.andi %1490, %1493 : i1
            %1495 = arith.addi %1489, %1487 : i64
            %1496 = arith.select %1494, %1495, %1489 : i64
            scf.if %1482 {
              %1497 = arith.constant 2 : i32
              memref.store %1497, %status[%1467] : memref<?xi32>
              %1498 = arith.constant 15 : i32
              memref.store %1498, %pc[%1467] : memref<?xi32>
            } else {
              %1499 = arith.constant 0 : index
              %1500 = arith.constant 0 : index
              memref.store %1496, %v20_top[%1467] : memref<?xi64>
              %1501 = memref.load %pc_sp[%1467] : memref<?xi32>
              %1502 = arith.constant 0 : i32
              %1503 = arith.cmpi sgt, %1501, %1502 : i32
              scf.if %1503 {
                %1504 = arith.constant 1 : i32
                %1505 = arith.subi %1501, %1504 : i32
                %1506 = arith.constant 0 : index
                %1507 = arith.index_cast %1505 : i32 to index
                %1508 = arith.muli %1507, %z : index
                %1509 = arith.addi %1508, %1467 : index
                %1510 = memref.load %pc_stack[%1509] : memref<?xi32>
                memref.store %1505, %pc_sp[%1467] : memref<?xi32>
                memref.store %1510, %pc[%1467] : memref<?xi32>
              } else {
                %1511 = arith.constant 15 : i32
                memref.store %1511, %pc[%1467] : memref<?xi32>
              }
            }
          }
          %1512 = memref.load %pc[%1467] : memref<?xi32>
          %1513 = arith.minsi %1468, %1512 : i32
          %1514 = arith.extui %1473 : i1 to i64
          %1515 = arith.addi %1469, %1514 : i64
          scf.yield %1513, %1515 : i32, i64
        }
        %1516 = arith.subi %hi, %lo : index
        %1517 = arith.index_cast %1516 : index to i64
        %1518 = arith.constant 1 : i64
        %1519 = arith.constant 42 : index
        %1520 = memref.atomic_rmw addi %1518, %stats[%1519] : (i64, memref<?xi64>) -> i64
        %1521 = arith.constant 43 : index
        %1522 = memref.atomic_rmw addi %1517, %stats[%1521] : (i64, memref<?xi64>) -> i64
        %1523 = arith.constant 44 : index
        %1524 = memref.atomic_rmw addi %1466, %stats[%1523] : (i64, memref<?xi64>) -> i64
        scf.yield %1465 : i32
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
