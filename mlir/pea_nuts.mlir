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
    %scratch5 = memref.alloca() : memref<192xf64>
    %scratch6 = memref.alloca() : memref<1xi1>
    %scratch6_false = arith.constant false
    %scratch6_at = arith.constant 0 : index
    memref.store %scratch6_false, %scratch6[%scratch6_at] : memref<1xi1>
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
              %283 = memref.load %scratch6[%282] : memref<1xi1>
              %284 = arith.constant true
              %285 = arith.xori %283, %284 : i1
              scf.if %285 {
                %286 = arith.constant 0 : index
                %287 = arith.constant 3 : index
                %288 = arith.constant 1 : index
                scf.for %289 = %286 to %287 step %288 {
                  %290 = arith.constant 0 : index
                  %291 = arith.constant 3 : index
                  %292 = arith.constant 1 : index
                  scf.for %293 = %290 to %291 step %292 {
                    %294 = arith.constant 3 : index
                    %295 = arith.muli %289, %294 : index
                    %296 = arith.addi %295, %293 : index
                    %297 = memref.load %v2_shared[%296] : memref<?xf64>
                    %298 = arith.constant 64 : index
                    %299 = arith.remui %289, %298 : index
                    %300 = arith.subi %289, %299 : index
                    %301 = arith.constant 64 : index
                    %302 = arith.muli %293, %301 : index
                    %303 = arith.addi %302, %299 : index
                    %304 = arith.constant 3 : index
                    %305 = arith.muli %300, %304 : index
                    %306 = arith.addi %305, %303 : index
                    memref.store %297, %scratch5[%306] : memref<192xf64>
                  }
                }
                %307 = arith.constant true
                memref.store %307, %scratch6[%282] : memref<1xi1>
              }
              %308 = arith.constant 0 : index
              %309 = arith.constant 1 : index
              %310 = arith.constant 3 : index
              %311 = arith.muli %251, %310 : index
              %312 = arith.constant 1 : index
              scf.for %313 = %308 to %311 step %312 {
                %314 = arith.constant 0x0000000000000000 : f64
                memref.store %314, %scratch4[%313] : memref<48xf64>
              }
              %315 = arith.constant 3 : index
              %316 = arith.constant 256 : index
              scf.for %317 = %308 to %315 step %316 {
                %318 = arith.addi %317, %316 : index
                %319 = arith.minui %318, %315 : index
                %320 = arith.constant 0 : index
                %321 = arith.constant 0 : index
                %322 = arith.constant 2 : index
                %323 = arith.divui %251, %322 : index
                %324 = arith.muli %323, %322 : index
                scf.for %325 = %321 to %324 step %322 {
                  %326 = arith.constant 0 : index
                  %327 = arith.constant 0 : index
                  %328 = arith.constant 3 : index
                  %329 = arith.muli %325, %328 : index
                  %330 = arith.constant 1 : index
                  %331 = arith.addi %325, %330 : index
                  %332 = arith.constant 0 : index
                  %333 = arith.constant 3 : index
                  %334 = arith.muli %331, %333 : index
                  %335 = arith.constant 0 : index
                  %336 = arith.constant 0 : index
                  %337 = arith.constant 3 : index
                  %338 = arith.muli %325, %337 : index
                  %339 = arith.constant 0 : index
                  %340 = arith.constant 1 : index
                  %341 = arith.addi %325, %340 : index
                  %342 = arith.constant 0 : index
                  %343 = arith.constant 3 : index
                  %344 = arith.muli %341, %343 : index
                  %345 = arith.constant 0 : index
                  %346 = vector.constant_mask [3] : vector<8xi1>
                  %347 = arith.constant dense<0.0> : vector<8xf64>
                  %348 = vector.maskedload %scratch4[%338], %346, %347 : memref<48xf64>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                  %349 = vector.constant_mask [3] : vector<8xi1>
                  %350 = arith.constant dense<0.0> : vector<8xf64>
                  %351 = vector.maskedload %scratch4[%344], %349, %350 : memref<48xf64>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                  %352 = arith.constant 0 : index
                  %353 = arith.constant 3 : index
                  %354 = arith.muli %320, %353 : index
                  %357:2 = scf.for %358 = %317 to %319 step %309 iter_args(%355 = %348, %356 = %351) -> (vector<8xf64>, vector<8xf64>) {
                    %359 = arith.constant 64 : index
                    %360 = arith.muli %358, %359 : index
                    %361 = arith.addi %360, %354 : index
                    %362 = arith.constant 0 : index
                    %363 = vector.constant_mask [3] : vector<8xi1>
                    %364 = arith.constant dense<0.0> : vector<8xf64>
                    %365 = vector.maskedload %scratch5[%361], %363, %364 : memref<192xf64>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                    %366 = arith.addi %329, %358 : index
                    %367 = memref.load %scratch3[%366] : memref<48xf64>
                    %368 = vector.broadcast %367 : f64 to vector<8xf64>
                    %369 = arith.mulf %368, %365 : vector<8xf64>
                    %370 = arith.addf %355, %369 : vector<8xf64>
                    %371 = arith.addi %334, %358 : index
                    %372 = memref.load %scratch3[%371] : memref<48xf64>
                    %373 = vector.broadcast %372 : f64 to vector<8xf64>
                    %374 = arith.mulf %373, %365 : vector<8xf64>
                    %375 = arith.addf %356, %374 : vector<8xf64>
                    scf.yield %370, %375 : vector<8xf64>, vector<8xf64>
                  }
                  %376 = vector.constant_mask [3] : vector<8xi1>
                  vector.maskedstore %scratch4[%338], %376, %357#0 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                  %377 = vector.constant_mask [3] : vector<8xi1>
                  vector.maskedstore %scratch4[%344], %377, %357#1 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                }
                %378 = arith.subi %251, %324 : index
                %379 = arith.constant 1 : index
                %380 = arith.cmpi uge, %378, %379 : index
                scf.if %380 {
                  %381 = arith.constant 0 : index
                  %382 = arith.constant 0 : index
                  %383 = arith.constant 3 : index
                  %384 = arith.muli %324, %383 : index
                  %385 = arith.constant 0 : index
                  %386 = arith.constant 0 : index
                  %387 = arith.constant 3 : index
                  %388 = arith.muli %324, %387 : index
                  %389 = arith.constant 0 : index
                  %390 = vector.constant_mask [3] : vector<8xi1>
                  %391 = arith.constant dense<0.0> : vector<8xf64>
                  %392 = vector.maskedload %scratch4[%388], %390, %391 : memref<48xf64>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                  %393 = arith.constant 0 : index
                  %394 = arith.constant 3 : index
                  %395 = arith.muli %320, %394 : index
                  %397:1 = scf.for %398 = %317 to %319 step %309 iter_args(%396 = %392) -> (vector<8xf64>) {
                    %399 = arith.constant 64 : index
                    %400 = arith.muli %398, %399 : index
                    %401 = arith.addi %400, %395 : index
                    %402 = arith.constant 0 : index
                    %403 = vector.constant_mask [3] : vector<8xi1>
                    %404 = arith.constant dense<0.0> : vector<8xf64>
                    %405 = vector.maskedload %scratch5[%401], %403, %404 : memref<192xf64>, vector<8xi1>, vector<8xf64> into vector<8xf64>
                    %406 = arith.addi %384, %398 : index
                    %407 = memref.load %scratch3[%406] : memref<48xf64>
                    %408 = vector.broadcast %407 : f64 to vector<8xf64>
                    %409 = arith.mulf %408, %405 : vector<8xf64>
                    %410 = arith.addf %396, %409 : vector<8xf64>
                    scf.yield %410 : vector<8xf64>
                  }
                  %411 = vector.constant_mask [3] : vector<8xi1>
                  vector.maskedstore %scratch4[%388], %411, %397#0 : memref<48xf64>, vector<8xi1>, vector<8xf64>
                }
                %412 = arith.addi %324, %379 : index
                %413 = arith.select %380, %412, %324 : index
              }
              %414 = arith.constant 1 : index
              scf.for %415 = %266 to %251 step %414 {
                %416 = memref.load %scratch2[%415] : memref<16xindex>
                %417 = arith.constant 0 : index
                %418 = arith.constant 3 : index
                %419 = arith.muli %416, %418 : index
                %420 = arith.constant 3 : index
                %421 = arith.muli %415, %420 : index
                %422 = arith.constant 0 : index
                %423 = arith.constant 3 : index
                %424 = arith.constant 1 : index
                scf.for %425 = %422 to %423 step %424 {
                  %426 = arith.addi %421, %425 : index
                  %427 = memref.load %scratch4[%426] : memref<48xf64>
                  %428 = arith.addi %419, %425 : index
                  memref.store %427, %v8_top[%428] : memref<?xf64>
                }
              }
            } else {
              %429 = arith.constant 8 : index
              %430 = arith.cmpi ule, %251, %429 : index
              scf.if %430 {
                %431 = arith.constant 1 : index
                %432 = arith.subi %251, %431 : index
                %433 = arith.constant 0 : index
                %434 = arith.minui %433, %432 : index
                %435 = memref.load %scratch2[%434] : memref<16xindex>
                %436 = arith.constant 0 : index
                %437 = arith.constant 3 : index
                %438 = arith.muli %435, %437 : index
                %439 = arith.constant 1 : index
                %440 = arith.minui %439, %432 : index
                %441 = memref.load %scratch2[%440] : memref<16xindex>
                %442 = arith.constant 0 : index
                %443 = arith.constant 3 : index
                %444 = arith.muli %441, %443 : index
                %445 = arith.constant 2 : index
                %446 = arith.minui %445, %432 : index
                %447 = memref.load %scratch2[%446] : memref<16xindex>
                %448 = arith.constant 0 : index
                %449 = arith.constant 3 : index
                %450 = arith.muli %447, %449 : index
                %451 = arith.constant 3 : index
                %452 = arith.minui %451, %432 : index
                %453 = memref.load %scratch2[%452] : memref<16xindex>
                %454 = arith.constant 0 : index
                %455 = arith.constant 3 : index
                %456 = arith.muli %453, %455 : index
                %457 = arith.constant 4 : index
                %458 = arith.minui %457, %432 : index
                %459 = memref.load %scratch2[%458] : memref<16xindex>
                %460 = arith.constant 0 : index
                %461 = arith.constant 3 : index
                %462 = arith.muli %459, %461 : index
                %463 = arith.constant 5 : index
                %464 = arith.minui %463, %432 : index
                %465 = memref.load %scratch2[%464] : memref<16xindex>
                %466 = arith.constant 0 : index
                %467 = arith.constant 3 : index
                %468 = arith.muli %465, %467 : index
                %469 = arith.constant 6 : index
                %470 = arith.minui %469, %432 : index
                %471 = memref.load %scratch2[%470] : memref<16xindex>
                %472 = arith.constant 0 : index
                %473 = arith.constant 3 : index
                %474 = arith.muli %471, %473 : index
                %475 = arith.constant 7 : index
                %476 = arith.minui %475, %432 : index
                %477 = memref.load %scratch2[%476] : memref<16xindex>
                %478 = arith.constant 0 : index
                %479 = arith.constant 3 : index
                %480 = arith.muli %477, %479 : index
                %481 = arith.constant 0 : index
                %482 = arith.constant 3 : index
                %483 = arith.constant 1 : index
                scf.for %484 = %481 to %482 step %483 {
                  %485 = arith.addi %438, %484 : index
                  %486 = memref.load %v6_top[%485] : memref<?xf64>
                  %487 = arith.constant 0 : index
                  %488 = arith.constant 16 : index
                  %489 = arith.muli %484, %488 : index
                  memref.store %486, %scratch3[%489] : memref<48xf64>
                  %490 = arith.addi %444, %484 : index
                  %491 = memref.load %v6_top[%490] : memref<?xf64>
                  %492 = arith.constant 1 : index
                  %493 = arith.constant 16 : index
                  %494 = arith.muli %484, %493 : index
                  %495 = arith.addi %494, %492 : index
                  memref.store %491, %scratch3[%495] : memref<48xf64>
                  %496 = arith.addi %450, %484 : index
                  %497 = memref.load %v6_top[%496] : memref<?xf64>
                  %498 = arith.constant 2 : index
                  %499 = arith.constant 16 : index
                  %500 = arith.muli %484, %499 : index
                  %501 = arith.addi %500, %498 : index
                  memref.store %497, %scratch3[%501] : memref<48xf64>
                  %502 = arith.addi %456, %484 : index
                  %503 = memref.load %v6_top[%502] : memref<?xf64>
                  %504 = arith.constant 3 : index
                  %505 = arith.constant 16 : index
                  %506 = arith.muli %484, %505 : index
                  %507 = arith.addi %506, %504 : index
                  memref.store %503, %scratch3[%507] : memref<48xf64>
                  %508 = arith.addi %462, %484 : index
                  %509 = memref.load %v6_top[%508] : memref<?xf64>
                  %510 = arith.constant 4 : index
                  %511 = arith.constant 16 : index
                  %512 = arith.muli %484, %511 : index
                  %513 = arith.addi %512, %510 : index
                  memref.store %509, %scratch3[%513] : memref<48xf64>
                  %514 = arith.addi %468, %484 : index
                  %515 = memref.load %v6_top[%514] : memref<?xf64>
                  %516 = arith.constant 5 : index
                  %517 = arith.constant 16 : index
                  %518 = arith.muli %484, %517 : index
                  %519 = arith.addi %518, %516 : index
                  memref.store %515, %scratch3[%519] : memref<48xf64>
                  %520 = arith.addi %474, %484 : index
                  %521 = memref.load %v6_top[%520] : memref<?xf64>
                  %522 = arith.constant 6 : index
                  %523 = arith.constant 16 : index
                  %524 = arith.muli %484, %523 : index
                  %525 = arith.addi %524, %522 : index
                  memref.store %521, %scratch3[%525] : memref<48xf64>
                  %526 = arith.addi %480, %484 : index
                  %527 = memref.load %v6_top[%526] : memref<?xf64>
                  %528 = arith.constant 7 : index
                  %529 = arith.constant 16 : index
                  %530 = arith.muli %484, %529 : index
                  %531 = arith.addi %530, %528 : index
                  memref.store %527, %scratch3[%531] : memref<48xf64>
                }
                %532 = arith.constant 0 : index
                %533 = arith.constant dense<0.0> : vector<8xf64>
                %534 = arith.constant 0 : index
                %535 = arith.constant 3 : index
                %536 = arith.constant 1 : index
                %540:3 = scf.for %541 = %534 to %535 step %536 iter_args(%537 = %533, %538 = %533, %539 = %533) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>) {
                  %542 = arith.constant 0 : index
                  %543 = arith.constant 16 : index
                  %544 = arith.muli %541, %543 : index
                  %545 = vector.load %scratch3[%544] : memref<48xf64>, vector<8xf64>
                  %546 = arith.constant 0 : index
                  %547 = arith.constant 3 : index
                  %548 = arith.muli %532, %547 : index
                  %549 = arith.addi %548, %541 : index
                  %550 = memref.load %v2_shared[%549] : memref<?xf64>
                  %551 = vector.broadcast %550 : f64 to vector<8xf64>
                  %552 = arith.mulf %551, %545 : vector<8xf64>
                  %553 = arith.addf %537, %552 : vector<8xf64>
                  %554 = arith.constant 1 : index
                  %555 = arith.constant 3 : index
                  %556 = arith.addi %555, %541 : index
                  %557 = memref.load %v2_shared[%556] : memref<?xf64>
                  %558 = vector.broadcast %557 : f64 to vector<8xf64>
                  %559 = arith.mulf %558, %545 : vector<8xf64>
                  %560 = arith.addf %538, %559 : vector<8xf64>
                  %561 = arith.constant 2 : index
                  %562 = arith.constant 3 : index
                  %563 = arith.muli %561, %562 : index
                  %564 = arith.addi %563, %541 : index
                  %565 = memref.load %v2_shared[%564] : memref<?xf64>
                  %566 = vector.broadcast %565 : f64 to vector<8xf64>
                  %567 = arith.mulf %566, %545 : vector<8xf64>
                  %568 = arith.addf %539, %567 : vector<8xf64>
                  scf.yield %553, %560, %568 : vector<8xf64>, vector<8xf64>, vector<8xf64>
                }
                %569 = arith.constant 0 : index
                %570 = arith.constant 0 : index
                %571 = arith.constant 16 : index
                %572 = arith.muli %532, %571 : index
                vector.store %540#0, %scratch4[%572] : memref<48xf64>, vector<8xf64>
                %573 = arith.constant 1 : index
                %574 = arith.constant 0 : index
                %575 = arith.constant 16 : index
                vector.store %540#1, %scratch4[%575] : memref<48xf64>, vector<8xf64>
                %576 = arith.constant 2 : index
                %577 = arith.constant 0 : index
                %578 = arith.constant 16 : index
                %579 = arith.muli %576, %578 : index
                vector.store %540#2, %scratch4[%579] : memref<48xf64>, vector<8xf64>
                %580 = arith.constant 1 : index
                %581 = arith.subi %251, %580 : index
                %582 = arith.constant 0 : index
                %583 = arith.minui %582, %581 : index
                %584 = memref.load %scratch2[%583] : memref<16xindex>
                %585 = arith.constant 0 : index
                %586 = arith.constant 3 : index
                %587 = arith.muli %584, %586 : index
                %588 = arith.constant 1 : index
                %589 = arith.minui %588, %581 : index
                %590 = memref.load %scratch2[%589] : memref<16xindex>
                %591 = arith.constant 0 : index
                %592 = arith.constant 3 : index
                %593 = arith.muli %590, %592 : index
                %594 = arith.constant 2 : index
                %595 = arith.minui %594, %581 : index
                %596 = memref.load %scratch2[%595] : memref<16xindex>
                %597 = arith.constant 0 : index
                %598 = arith.constant 3 : index
                %599 = arith.muli %596, %598 : index
                %600 = arith.constant 3 : index
                %601 = arith.minui %600, %581 : index
                %602 = memref.load %scratch2[%601] : memref<16xindex>
                %603 = arith.constant 0 : index
                %604 = arith.constant 3 : index
                %605 = arith.muli %602, %604 : index
                %606 = arith.constant 4 : index
                %607 = arith.minui %606, %581 : index
                %608 = memref.load %scratch2[%607] : memref<16xindex>
                %609 = arith.constant 0 : index
                %610 = arith.constant 3 : index
                %611 = arith.muli %608, %610 : index
                %612 = arith.constant 5 : index
                %613 = arith.minui %612, %581 : index
                %614 = memref.load %scratch2[%613] : memref<16xindex>
                %615 = arith.constant 0 : index
                %616 = arith.constant 3 : index
                %617 = arith.muli %614, %616 : index
                %618 = arith.constant 6 : index
                %619 = arith.minui %618, %581 : index
                %620 = memref.load %scratch2[%619] : memref<16xindex>
                %621 = arith.constant 0 : index
                %622 = arith.constant 3 : index
                %623 = arith.muli %620, %622 : index
                %624 = arith.constant 7 : index
                %625 = arith.minui %624, %581 : index
                %626 = memref.load %scratch2[%625] : memref<16xindex>
                %627 = arith.constant 0 : index
                %628 = arith.constant 3 : index
                %629 = arith.muli %626, %628 : index
                %630 = arith.constant 0 : index
                %631 = arith.constant 3 : index
                %632 = arith.constant 1 : index
                scf.for %633 = %630 to %631 step %632 {
                  %634 = arith.constant 0 : index
                  %635 = arith.constant 16 : index
                  %636 = arith.muli %633, %635 : index
                  %637 = memref.load %scratch4[%636] : memref<48xf64>
                  %638 = arith.addi %587, %633 : index
                  memref.store %637, %v8_top[%638] : memref<?xf64>
                  %639 = arith.constant 1 : index
                  %640 = arith.constant 16 : index
                  %641 = arith.muli %633, %640 : index
                  %642 = arith.addi %641, %639 : index
                  %643 = memref.load %scratch4[%642] : memref<48xf64>
                  %644 = arith.addi %593, %633 : index
                  memref.store %643, %v8_top[%644] : memref<?xf64>
                  %645 = arith.constant 2 : index
                  %646 = arith.constant 16 : index
                  %647 = arith.muli %633, %646 : index
                  %648 = arith.addi %647, %645 : index
                  %649 = memref.load %scratch4[%648] : memref<48xf64>
                  %650 = arith.addi %599, %633 : index
                  memref.store %649, %v8_top[%650] : memref<?xf64>
                  %651 = arith.constant 3 : index
                  %652 = arith.constant 16 : index
                  %653 = arith.muli %633, %652 : index
                  %654 = arith.addi %653, %651 : index
                  %655 = memref.load %scratch4[%654] : memref<48xf64>
                  %656 = arith.addi %605, %633 : index
                  memref.store %655, %v8_top[%656] : memref<?xf64>
                  %657 = arith.constant 4 : index
                  %658 = arith.constant 16 : index
                  %659 = arith.muli %633, %658 : index
                  %660 = arith.addi %659, %657 : index
                  %661 = memref.load %scratch4[%660] : memref<48xf64>
                  %662 = arith.addi %611, %633 : index
                  memref.store %661, %v8_top[%662] : memref<?xf64>
                  %663 = arith.constant 5 : index
                  %664 = arith.constant 16 : index
                  %665 = arith.muli %633, %664 : index
                  %666 = arith.addi %665, %663 : index
                  %667 = memref.load %scratch4[%666] : memref<48xf64>
                  %668 = arith.addi %617, %633 : index
                  memref.store %667, %v8_top[%668] : memref<?xf64>
                  %669 = arith.constant 6 : index
                  %670 = arith.constant 16 : index
                  %671 = arith.muli %633, %670 : index
                  %672 = arith.addi %671, %669 : index
                  %673 = memref.load %scratch4[%672] : memref<48xf64>
                  %674 = arith.addi %623, %633 : index
                  memref.store %673, %v8_top[%674] : memref<?xf64>
                  %675 = arith.constant 7 : index
                  %676 = arith.constant 16 : index
                  %677 = arith.muli %633, %676 : index
                  %678 = arith.addi %677, %675 : index
                  %679 = memref.load %scratch4[%678] : memref<48xf64>
                  %680 = arith.addi %629, %633 : index
                  memref.store %679, %v8_top[%680] : memref<?xf64>
                }
              } else {
                %681 = arith.constant 1 : index
                %682 = arith.subi %251, %681 : index
                %683 = arith.constant 0 : index
                %684 = arith.minui %683, %682 : index
                %685 = memref.load %scratch2[%684] : memref<16xindex>
                %686 = arith.constant 0 : index
                %687 = arith.constant 3 : index
                %688 = arith.muli %685, %687 : index
                %689 = arith.constant 1 : index
                %690 = arith.minui %689, %682 : index
                %691 = memref.load %scratch2[%690] : memref<16xindex>
                %692 = arith.constant 0 : index
                %693 = arith.constant 3 : index
                %694 = arith.muli %691, %693 : index
                %695 = arith.constant 2 : index
                %696 = arith.minui %695, %682 : index
                %697 = memref.load %scratch2[%696] : memref<16xindex>
                %698 = arith.constant 0 : index
                %699 = arith.constant 3 : index
                %700 = arith.muli %697, %699 : index
                %701 = arith.constant 3 : index
                %702 = arith.minui %701, %682 : index
                %703 = memref.load %scratch2[%702] : memref<16xindex>
                %704 = arith.constant 0 : index
                %705 = arith.constant 3 : index
                %706 = arith.muli %703, %705 : index
                %707 = arith.constant 4 : index
                %708 = arith.minui %707, %682 : index
                %709 = memref.load %scratch2[%708] : memref<16xindex>
                %710 = arith.constant 0 : index
                %711 = arith.constant 3 : index
                %712 = arith.muli %709, %711 : index
                %713 = arith.constant 5 : index
                %714 = arith.minui %713, %682 : index
                %715 = memref.load %scratch2[%714] : memref<16xindex>
                %716 = arith.constant 0 : index
                %717 = arith.constant 3 : index
                %718 = arith.muli %715, %717 : index
                %719 = arith.constant 6 : index
                %720 = arith.minui %719, %682 : index
                %721 = memref.load %scratch2[%720] : memref<16xindex>
                %722 = arith.constant 0 : index
                %723 = arith.constant 3 : index
                %724 = arith.muli %721, %723 : index
                %725 = arith.constant 7 : index
                %726 = arith.minui %725, %682 : index
                %727 = memref.load %scratch2[%726] : memref<16xindex>
                %728 = arith.constant 0 : index
                %729 = arith.constant 3 : index
                %730 = arith.muli %727, %729 : index
                %731 = arith.constant 8 : index
                %732 = arith.minui %731, %682 : index
                %733 = memref.load %scratch2[%732] : memref<16xindex>
                %734 = arith.constant 0 : index
                %735 = arith.constant 3 : index
                %736 = arith.muli %733, %735 : index
                %737 = arith.constant 9 : index
                %738 = arith.minui %737, %682 : index
                %739 = memref.load %scratch2[%738] : memref<16xindex>
                %740 = arith.constant 0 : index
                %741 = arith.constant 3 : index
                %742 = arith.muli %739, %741 : index
                %743 = arith.constant 10 : index
                %744 = arith.minui %743, %682 : index
                %745 = memref.load %scratch2[%744] : memref<16xindex>
                %746 = arith.constant 0 : index
                %747 = arith.constant 3 : index
                %748 = arith.muli %745, %747 : index
                %749 = arith.constant 11 : index
                %750 = arith.minui %749, %682 : index
                %751 = memref.load %scratch2[%750] : memref<16xindex>
                %752 = arith.constant 0 : index
                %753 = arith.constant 3 : index
                %754 = arith.muli %751, %753 : index
                %755 = arith.constant 12 : index
                %756 = arith.minui %755, %682 : index
                %757 = memref.load %scratch2[%756] : memref<16xindex>
                %758 = arith.constant 0 : index
                %759 = arith.constant 3 : index
                %760 = arith.muli %757, %759 : index
                %761 = arith.constant 13 : index
                %762 = arith.minui %761, %682 : index
                %763 = memref.load %scratch2[%762] : memref<16xindex>
                %764 = arith.constant 0 : index
                %765 = arith.constant 3 : index
                %766 = arith.muli %763, %765 : index
                %767 = arith.constant 14 : index
                %768 = arith.minui %767, %682 : index
                %769 = memref.load %scratch2[%768] : memref<16xindex>
                %770 = arith.constant 0 : index
                %771 = arith.constant 3 : index
                %772 = arith.muli %769, %771 : index
                %773 = arith.constant 15 : index
                %774 = arith.minui %773, %682 : index
                %775 = memref.load %scratch2[%774] : memref<16xindex>
                %776 = arith.constant 0 : index
                %777 = arith.constant 3 : index
                %778 = arith.muli %775, %777 : index
                %779 = arith.constant 0 : index
                %780 = arith.constant 3 : index
                %781 = arith.constant 1 : index
                scf.for %782 = %779 to %780 step %781 {
                  %783 = arith.addi %688, %782 : index
                  %784 = memref.load %v6_top[%783] : memref<?xf64>
                  %785 = arith.constant 0 : index
                  %786 = arith.constant 16 : index
                  %787 = arith.muli %782, %786 : index
                  memref.store %784, %scratch3[%787] : memref<48xf64>
                  %788 = arith.addi %694, %782 : index
                  %789 = memref.load %v6_top[%788] : memref<?xf64>
                  %790 = arith.constant 1 : index
                  %791 = arith.constant 16 : index
                  %792 = arith.muli %782, %791 : index
                  %793 = arith.addi %792, %790 : index
                  memref.store %789, %scratch3[%793] : memref<48xf64>
                  %794 = arith.addi %700, %782 : index
                  %795 = memref.load %v6_top[%794] : memref<?xf64>
                  %796 = arith.constant 2 : index
                  %797 = arith.constant 16 : index
                  %798 = arith.muli %782, %797 : index
                  %799 = arith.addi %798, %796 : index
                  memref.store %795, %scratch3[%799] : memref<48xf64>
                  %800 = arith.addi %706, %782 : index
                  %801 = memref.load %v6_top[%800] : memref<?xf64>
                  %802 = arith.constant 3 : index
                  %803 = arith.constant 16 : index
                  %804 = arith.muli %782, %803 : index
                  %805 = arith.addi %804, %802 : index
                  memref.store %801, %scratch3[%805] : memref<48xf64>
                  %806 = arith.addi %712, %782 : index
                  %807 = memref.load %v6_top[%806] : memref<?xf64>
                  %808 = arith.constant 4 : index
                  %809 = arith.constant 16 : index
                  %810 = arith.muli %782, %809 : index
                  %811 = arith.addi %810, %808 : index
                  memref.store %807, %scratch3[%811] : memref<48xf64>
                  %812 = arith.addi %718, %782 : index
                  %813 = memref.load %v6_top[%812] : memref<?xf64>
                  %814 = arith.constant 5 : index
                  %815 = arith.constant 16 : index
                  %816 = arith.muli %782, %815 : index
                  %817 = arith.addi %816, %814 : index
                  memref.store %813, %scratch3[%817] : memref<48xf64>
                  %818 = arith.addi %724, %782 : index
                  %819 = memref.load %v6_top[%818] : memref<?xf64>
                  %820 = arith.constant 6 : index
                  %821 = arith.constant 16 : index
                  %822 = arith.muli %782, %821 : index
                  %823 = arith.addi %822, %820 : index
                  memref.store %819, %scratch3[%823] : memref<48xf64>
                  %824 = arith.addi %730, %782 : index
                  %825 = memref.load %v6_top[%824] : memref<?xf64>
                  %826 = arith.constant 7 : index
                  %827 = arith.constant 16 : index
                  %828 = arith.muli %782, %827 : index
                  %829 = arith.addi %828, %826 : index
                  memref.store %825, %scratch3[%829] : memref<48xf64>
                  %830 = arith.addi %736, %782 : index
                  %831 = memref.load %v6_top[%830] : memref<?xf64>
                  %832 = arith.constant 8 : index
                  %833 = arith.constant 16 : index
                  %834 = arith.muli %782, %833 : index
                  %835 = arith.addi %834, %832 : index
                  memref.store %831, %scratch3[%835] : memref<48xf64>
                  %836 = arith.addi %742, %782 : index
                  %837 = memref.load %v6_top[%836] : memref<?xf64>
                  %838 = arith.constant 9 : index
                  %839 = arith.constant 16 : index
                  %840 = arith.muli %782, %839 : index
                  %841 = arith.addi %840, %838 : index
                  memref.store %837, %scratch3[%841] : memref<48xf64>
                  %842 = arith.addi %748, %782 : index
                  %843 = memref.load %v6_top[%842] : memref<?xf64>
                  %844 = arith.constant 10 : index
                  %845 = arith.constant 16 : index
                  %846 = arith.muli %782, %845 : index
                  %847 = arith.addi %846, %844 : index
                  memref.store %843, %scratch3[%847] : memref<48xf64>
                  %848 = arith.addi %754, %782 : index
                  %849 = memref.load %v6_top[%848] : memref<?xf64>
                  %850 = arith.constant 11 : index
                  %851 = arith.constant 16 : index
                  %852 = arith.muli %782, %851 : index
                  %853 = arith.addi %852, %850 : index
                  memref.store %849, %scratch3[%853] : memref<48xf64>
                  %854 = arith.addi %760, %782 : index
                  %855 = memref.load %v6_top[%854] : memref<?xf64>
                  %856 = arith.constant 12 : index
                  %857 = arith.constant 16 : index
                  %858 = arith.muli %782, %857 : index
                  %859 = arith.addi %858, %856 : index
                  memref.store %855, %scratch3[%859] : memref<48xf64>
                  %860 = arith.addi %766, %782 : index
                  %861 = memref.load %v6_top[%860] : memref<?xf64>
                  %862 = arith.constant 13 : index
                  %863 = arith.constant 16 : index
                  %864 = arith.muli %782, %863 : index
                  %865 = arith.addi %864, %862 : index
                  memref.store %861, %scratch3[%865] : memref<48xf64>
                  %866 = arith.addi %772, %782 : index
                  %867 = memref.load %v6_top[%866] : memref<?xf64>
                  %868 = arith.constant 14 : index
                  %869 = arith.constant 16 : index
                  %870 = arith.muli %782, %869 : index
                  %871 = arith.addi %870, %868 : index
                  memref.store %867, %scratch3[%871] : memref<48xf64>
                  %872 = arith.addi %778, %782 : index
                  %873 = memref.load %v6_top[%872] : memref<?xf64>
                  %874 = arith.constant 15 : index
                  %875 = arith.constant 16 : index
                  %876 = arith.muli %782, %875 : index
                  %877 = arith.addi %876, %874 : index
                  memref.store %873, %scratch3[%877] : memref<48xf64>
                }
                %878 = arith.constant 0 : index
                %879 = arith.constant dense<0.0> : vector<8xf64>
                %880 = arith.constant 0 : index
                %881 = arith.constant 3 : index
                %882 = arith.constant 1 : index
                %889:6 = scf.for %890 = %880 to %881 step %882 iter_args(%883 = %879, %884 = %879, %885 = %879, %886 = %879, %887 = %879, %888 = %879) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>) {
                  %891 = arith.constant 0 : index
                  %892 = arith.constant 16 : index
                  %893 = arith.muli %890, %892 : index
                  %894 = vector.load %scratch3[%893] : memref<48xf64>, vector<8xf64>
                  %895 = arith.constant 8 : index
                  %896 = arith.constant 16 : index
                  %897 = arith.muli %890, %896 : index
                  %898 = arith.addi %897, %895 : index
                  %899 = vector.load %scratch3[%898] : memref<48xf64>, vector<8xf64>
                  %900 = arith.constant 0 : index
                  %901 = arith.constant 3 : index
                  %902 = arith.muli %878, %901 : index
                  %903 = arith.addi %902, %890 : index
                  %904 = memref.load %v2_shared[%903] : memref<?xf64>
                  %905 = vector.broadcast %904 : f64 to vector<8xf64>
                  %906 = arith.mulf %905, %894 : vector<8xf64>
                  %907 = arith.addf %883, %906 : vector<8xf64>
                  %908 = arith.mulf %905, %899 : vector<8xf64>
                  %909 = arith.addf %884, %908 : vector<8xf64>
                  %910 = arith.constant 1 : index
                  %911 = arith.constant 3 : index
                  %912 = arith.addi %911, %890 : index
                  %913 = memref.load %v2_shared[%912] : memref<?xf64>
                  %914 = vector.broadcast %913 : f64 to vector<8xf64>
                  %915 = arith.mulf %914, %894 : vector<8xf64>
                  %916 = arith.addf %885, %915 : vector<8xf64>
                  %917 = arith.mulf %914, %899 : vector<8xf64>
                  %918 = arith.addf %886, %917 : vector<8xf64>
                  %919 = arith.constant 2 : index
                  %920 = arith.constant 3 : index
                  %921 = arith.muli %919, %920 : index
                  %922 = arith.addi %921, %890 : index
                  %923 = memref.load %v2_shared[%922] : memref<?xf64>
                  %924 = vector.broadcast %923 : f64 to vector<8xf64>
                  %925 = arith.mulf %924, %894 : vector<8xf64>
                  %926 = arith.addf %887, %925 : vector<8xf64>
                  %927 = arith.mulf %924, %899 : vector<8xf64>
                  %928 = arith.addf %888, %927 : vector<8xf64>
                  scf.yield %907, %909, %916, %918, %926, %928 : vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>
                }
                %929 = arith.constant 0 : index
                %930 = arith.constant 0 : index
                %931 = arith.constant 16 : index
                %932 = arith.muli %878, %931 : index
                vector.store %889#0, %scratch4[%932] : memref<48xf64>, vector<8xf64>
                %933 = arith.constant 8 : index
                %934 = arith.constant 16 : index
                %935 = arith.muli %878, %934 : index
                %936 = arith.addi %935, %933 : index
                vector.store %889#1, %scratch4[%936] : memref<48xf64>, vector<8xf64>
                %937 = arith.constant 1 : index
                %938 = arith.constant 0 : index
                %939 = arith.constant 16 : index
                vector.store %889#2, %scratch4[%939] : memref<48xf64>, vector<8xf64>
                %940 = arith.constant 8 : index
                %941 = arith.constant 16 : index
                %942 = arith.addi %941, %940 : index
                vector.store %889#3, %scratch4[%942] : memref<48xf64>, vector<8xf64>
                %943 = arith.constant 2 : index
                %944 = arith.constant 0 : index
                %945 = arith.constant 16 : index
                %946 = arith.muli %943, %945 : index
                vector.store %889#4, %scratch4[%946] : memref<48xf64>, vector<8xf64>
                %947 = arith.constant 8 : index
                %948 = arith.constant 16 : index
                %949 = arith.muli %943, %948 : index
                %950 = arith.addi %949, %947 : index
                vector.store %889#5, %scratch4[%950] : memref<48xf64>, vector<8xf64>
                %951 = arith.constant 1 : index
                %952 = arith.subi %251, %951 : index
                %953 = arith.constant 0 : index
                %954 = arith.minui %953, %952 : index
                %955 = memref.load %scratch2[%954] : memref<16xindex>
                %956 = arith.constant 0 : index
                %957 = arith.constant 3 : index
                %958 = arith.muli %955, %957 : index
                %959 = arith.constant 1 : index
                %960 = arith.minui %959, %952 : index
                %961 = memref.load %scratch2[%960] : memref<16xindex>
                %962 = arith.constant 0 : index
                %963 = arith.constant 3 : index
                %964 = arith.muli %961, %963 : index
                %965 = arith.constant 2 : index
                %966 = arith.minui %965, %952 : index
                %967 = memref.load %scratch2[%966] : memref<16xindex>
                %968 = arith.constant 0 : index
                %969 = arith.constant 3 : index
                %970 = arith.muli %967, %969 : index
                %971 = arith.constant 3 : index
                %972 = arith.minui %971, %952 : index
                %973 = memref.load %scratch2[%972] : memref<16xindex>
                %974 = arith.constant 0 : index
                %975 = arith.constant 3 : index
                %976 = arith.muli %973, %975 : index
                %977 = arith.constant 4 : index
                %978 = arith.minui %977, %952 : index
                %979 = memref.load %scratch2[%978] : memref<16xindex>
                %980 = arith.constant 0 : index
                %981 = arith.constant 3 : index
                %982 = arith.muli %979, %981 : index
                %983 = arith.constant 5 : index
                %984 = arith.minui %983, %952 : index
                %985 = memref.load %scratch2[%984] : memref<16xindex>
                %986 = arith.constant 0 : index
                %987 = arith.constant 3 : index
                %988 = arith.muli %985, %987 : index
                %989 = arith.constant 6 : index
                %990 = arith.minui %989, %952 : index
                %991 = memref.load %scratch2[%990] : memref<16xindex>
                %992 = arith.constant 0 : index
                %993 = arith.constant 3 : index
                %994 = arith.muli %991, %993 : index
                %995 = arith.constant 7 : index
                %996 = arith.minui %995, %952 : index
                %997 = memref.load %scratch2[%996] : memref<16xindex>
                %998 = arith.constant 0 : index
                %999 = arith.constant 3 : index
                %1000 = arith.muli %997, %999 : index
                %1001 = arith.constant 8 : index
                %1002 = arith.minui %1001, %952 : index
                %1003 = memref.load %scratch2[%1002] : memref<16xindex>
                %1004 = arith.constant 0 : index
                %1005 = arith.constant 3 : index
                %1006 = arith.muli %1003, %1005 : index
                %1007 = arith.constant 9 : index
                %1008 = arith.minui %1007, %952 : index
                %1009 = memref.load %scratch2[%1008] : memref<16xindex>
                %1010 = arith.constant 0 : index
                %1011 = arith.constant 3 : index
                %1012 = arith.muli %1009, %1011 : index
                %1013 = arith.constant 10 : index
                %1014 = arith.minui %1013, %952 : index
                %1015 = memref.load %scratch2[%1014] : memref<16xindex>
                %1016 = arith.constant 0 : index
                %1017 = arith.constant 3 : index
                %1018 = arith.muli %1015, %1017 : index
                %1019 = arith.constant 11 : index
                %1020 = arith.minui %1019, %952 : index
                %1021 = memref.load %scratch2[%1020] : memref<16xindex>
                %1022 = arith.constant 0 : index
                %1023 = arith.constant 3 : index
                %1024 = arith.muli %1021, %1023 : index
                %1025 = arith.constant 12 : index
                %1026 = arith.minui %1025, %952 : index
                %1027 = memref.load %scratch2[%1026] : memref<16xindex>
                %1028 = arith.constant 0 : index
                %1029 = arith.constant 3 : index
                %1030 = arith.muli %1027, %1029 : index
                %1031 = arith.constant 13 : index
                %1032 = arith.minui %1031, %952 : index
                %1033 = memref.load %scratch2[%1032] : memref<16xindex>
                %1034 = arith.constant 0 : index
                %1035 = arith.constant 3 : index
                %1036 = arith.muli %1033, %1035 : index
                %1037 = arith.constant 14 : index
                %1038 = arith.minui %1037, %952 : index
                %1039 = memref.load %scratch2[%1038] : memref<16xindex>
                %1040 = arith.constant 0 : index
                %1041 = arith.constant 3 : index
                %1042 = arith.muli %1039, %1041 : index
                %1043 = arith.constant 15 : index
                %1044 = arith.minui %1043, %952 : index
                %1045 = memref.load %scratch2[%1044] : memref<16xindex>
                %1046 = arith.constant 0 : index
                %1047 = arith.constant 3 : index
                %1048 = arith.muli %1045, %1047 : index
                %1049 = arith.constant 0 : index
                %1050 = arith.constant 3 : index
                %1051 = arith.constant 1 : index
                scf.for %1052 = %1049 to %1050 step %1051 {
                  %1053 = arith.constant 0 : index
                  %1054 = arith.constant 16 : index
                  %1055 = arith.muli %1052, %1054 : index
                  %1056 = memref.load %scratch4[%1055] : memref<48xf64>
                  %1057 = arith.addi %958, %1052 : index
                  memref.store %1056, %v8_top[%1057] : memref<?xf64>
                  %1058 = arith.constant 1 : index
                  %1059 = arith.constant 16 : index
                  %1060 = arith.muli %1052, %1059 : index
                  %1061 = arith.addi %1060, %1058 : index
                  %1062 = memref.load %scratch4[%1061] : memref<48xf64>
                  %1063 = arith.addi %964, %1052 : index
                  memref.store %1062, %v8_top[%1063] : memref<?xf64>
                  %1064 = arith.constant 2 : index
                  %1065 = arith.constant 16 : index
                  %1066 = arith.muli %1052, %1065 : index
                  %1067 = arith.addi %1066, %1064 : index
                  %1068 = memref.load %scratch4[%1067] : memref<48xf64>
                  %1069 = arith.addi %970, %1052 : index
                  memref.store %1068, %v8_top[%1069] : memref<?xf64>
                  %1070 = arith.constant 3 : index
                  %1071 = arith.constant 16 : index
                  %1072 = arith.muli %1052, %1071 : index
                  %1073 = arith.addi %1072, %1070 : index
                  %1074 = memref.load %scratch4[%1073] : memref<48xf64>
                  %1075 = arith.addi %976, %1052 : index
                  memref.store %1074, %v8_top[%1075] : memref<?xf64>
                  %1076 = arith.constant 4 : index
                  %1077 = arith.constant 16 : index
                  %1078 = arith.muli %1052, %1077 : index
                  %1079 = arith.addi %1078, %1076 : index
                  %1080 = memref.load %scratch4[%1079] : memref<48xf64>
                  %1081 = arith.addi %982, %1052 : index
                  memref.store %1080, %v8_top[%1081] : memref<?xf64>
                  %1082 = arith.constant 5 : index
                  %1083 = arith.constant 16 : index
                  %1084 = arith.muli %1052, %1083 : index
                  %1085 = arith.addi %1084, %1082 : index
                  %1086 = memref.load %scratch4[%1085] : memref<48xf64>
                  %1087 = arith.addi %988, %1052 : index
                  memref.store %1086, %v8_top[%1087] : memref<?xf64>
                  %1088 = arith.constant 6 : index
                  %1089 = arith.constant 16 : index
                  %1090 = arith.muli %1052, %1089 : index
                  %1091 = arith.addi %1090, %1088 : index
                  %1092 = memref.load %scratch4[%1091] : memref<48xf64>
                  %1093 = arith.addi %994, %1052 : index
                  memref.store %1092, %v8_top[%1093] : memref<?xf64>
                  %1094 = arith.constant 7 : index
                  %1095 = arith.constant 16 : index
                  %1096 = arith.muli %1052, %1095 : index
                  %1097 = arith.addi %1096, %1094 : index
                  %1098 = memref.load %scratch4[%1097] : memref<48xf64>
                  %1099 = arith.addi %1000, %1052 : index
                  memref.store %1098, %v8_top[%1099] : memref<?xf64>
                  %1100 = arith.constant 8 : index
                  %1101 = arith.constant 16 : index
                  %1102 = arith.muli %1052, %1101 : index
                  %1103 = arith.addi %1102, %1100 : index
                  %1104 = memref.load %scratch4[%1103] : memref<48xf64>
                  %1105 = arith.addi %1006, %1052 : index
                  memref.store %1104, %v8_top[%1105] : memref<?xf64>
                  %1106 = arith.constant 9 : index
                  %1107 = arith.constant 16 : index
                  %1108 = arith.muli %1052, %1107 : index
                  %1109 = arith.addi %1108, %1106 : index
                  %1110 = memref.load %scratch4[%1109] : memref<48xf64>
                  %1111 = arith.addi %1012, %1052 : index
                  memref.store %1110, %v8_top[%1111] : memref<?xf64>
                  %1112 = arith.constant 10 : index
                  %1113 = arith.constant 16 : index
                  %1114 = arith.muli %1052, %1113 : index
                  %1115 = arith.addi %1114, %1112 : index
                  %1116 = memref.load %scratch4[%1115] : memref<48xf64>
                  %1117 = arith.addi %1018, %1052 : index
                  memref.store %1116, %v8_top[%1117] : memref<?xf64>
                  %1118 = arith.constant 11 : index
                  %1119 = arith.constant 16 : index
                  %1120 = arith.muli %1052, %1119 : index
                  %1121 = arith.addi %1120, %1118 : index
                  %1122 = memref.load %scratch4[%1121] : memref<48xf64>
                  %1123 = arith.addi %1024, %1052 : index
                  memref.store %1122, %v8_top[%1123] : memref<?xf64>
                  %1124 = arith.constant 12 : index
                  %1125 = arith.constant 16 : index
                  %1126 = arith.muli %1052, %1125 : index
                  %1127 = arith.addi %1126, %1124 : index
                  %1128 = memref.load %scratch4[%1127] : memref<48xf64>
                  %1129 = arith.addi %1030, %1052 : index
                  memref.store %1128, %v8_top[%1129] : memref<?xf64>
                  %1130 = arith.constant 13 : index
                  %1131 = arith.constant 16 : index
                  %1132 = arith.muli %1052, %1131 : index
                  %1133 = arith.addi %1132, %1130 : index
                  %1134 = memref.load %scratch4[%1133] : memref<48xf64>
                  %1135 = arith.addi %1036, %1052 : index
                  memref.store %1134, %v8_top[%1135] : memref<?xf64>
                  %1136 = arith.constant 14 : index
                  %1137 = arith.constant 16 : index
                  %1138 = arith.muli %1052, %1137 : index
                  %1139 = arith.addi %1138, %1136 : index
                  %1140 = memref.load %scratch4[%1139] : memref<48xf64>
                  %1141 = arith.addi %1042, %1052 : index
                  memref.store %1140, %v8_top[%1141] : memref<?xf64>
                  %1142 = arith.constant 15 : index
                  %1143 = arith.constant 16 : index
                  %1144 = arith.muli %1052, %1143 : index
                  %1145 = arith.addi %1144, %1142 : index
                  %1146 = memref.load %scratch4[%1145] : memref<48xf64>
                  %1147 = arith.addi %1048, %1052 : index
                  memref.store %1146, %v8_top[%1147] : memref<?xf64>
                }
              }
            }
            %1148 = arith.constant 0 : index
            %1149 = arith.constant 1 : index
            scf.for %1150 = %1148 to %251 step %1149 {
              %1151 = memref.load %scratch2[%1150] : memref<16xindex>
              %1152 = arith.constant 7 : i32
              memref.store %1152, %pc[%1151] : memref<?xi32>
            }
          }
          %1153 = arith.select %263, %241, %251 : index
          scf.yield %1153, %254 : index, i64
        }
        %1154 = arith.constant 1 : index
        %1155 = scf.for %1156 = %lo to %hi step %1154 iter_args(%1157 = %halt) -> (i32) {
          %1158 = memref.load %pc[%1156] : memref<?xi32>
          %1159 = arith.minsi %1157, %1158 : i32
          scf.yield %1159 : i32
        }
        %1160 = arith.subi %hi, %lo : index
        %1161 = arith.index_cast %1160 : index to i64
        %1162 = arith.constant 1 : i64
        %1163 = arith.constant 18 : index
        %1164 = memref.atomic_rmw addi %1162, %stats[%1163] : (i64, memref<?xi64>) -> i64
        %1165 = arith.constant 19 : index
        %1166 = memref.atomic_rmw addi %1161, %stats[%1165] : (i64, memref<?xi64>) -> i64
        %1167 = arith.constant 20 : index
        %1168 = memref.atomic_rmw addi %244#1, %stats[%1167] : (i64, memref<?xi64>) -> i64
        scf.yield %1155 : i32
      }
      case 7 {
        %1169 = arith.constant 0 : i64
        %1175 = arith.constant 1 : index
        %1170, %1171 = scf.for %1172 = %lo to %hi step %1175 iter_args(%1173 = %halt, %1174 = %1169) -> (i32, i64) {
          %1176 = memref.load %pc[%1172] : memref<?xi32>
          %1177 = arith.constant 7 : i32
          %1178 = arith.cmpi eq, %1176, %1177 : i32
          scf.if %1178 {
            %1179 = arith.constant 0 : index
            %1180 = arith.constant 3 : index
            %1181 = arith.muli %1172, %1180 : index
            %1182 = arith.constant 0x0000000000000000 : f64
            %1183 = arith.constant 0 : index
            %1184 = arith.constant 3 : index
            %1185 = arith.constant 1 : index
            %1186 = scf.for %1187 = %1183 to %1184 step %1185 iter_args(%1188 = %1182) -> (f64) {
              %1189 = arith.addi %1181, %1187 : index
              %1190 = memref.load %v8_top[%1189] : memref<?xf64>
              %1191 = arith.addf %1188, %1190 : f64
              scf.yield %1191 : f64
            }
            %1192 = arith.constant 0 : index
            %1193 = arith.constant 3 : index
            %1194 = arith.muli %1172, %1193 : index
            %1195 = arith.constant 0 : index
            %1196 = arith.constant 3 : index
            %1197 = arith.muli %1172, %1196 : index
            %1198 = arith.constant 0 : index
            %1199 = arith.constant 3 : index
            %1200 = arith.constant 1 : index
            scf.for %1201 = %1198 to %1199 step %1200 {
              %1202 = arith.addi %1194, %1201 : index
              %1203 = memref.load %v6_top[%1202] : memref<?xf64>
              %1204 = arith.addf %1203, %1186 : f64
              %1205 = arith.addi %1197, %1201 : index
              memref.store %1204, %v7_top[%1205] : memref<?xf64>
            }
            %1206 = memref.load %pc_sp[%1172] : memref<?xi32>
            %1207 = arith.constant 0 : i32
            %1208 = arith.cmpi sgt, %1206, %1207 : i32
            scf.if %1208 {
              %1209 = arith.constant 1 : i32
              %1210 = arith.subi %1206, %1209 : i32
              %1211 = arith.constant 0 : index
              %1212 = arith.index_cast %1210 : i32 to index
              %1213 = arith.muli %1212, %z : index
              %1214 = arith.addi %1213, %1172 : index
              %1215 = memref.load %pc_stack[%1214] : memref<?xi32>
              memref.store %1210, %pc_sp[%1172] : memref<?xi32>
              memref.store %1215, %pc[%1172] : memref<?xi32>
            } else {
              %1216 = arith.constant 15 : i32
              memref.store %1216, %pc[%1172] : memref<?xi32>
            }
          }
          %1217 = memref.load %pc[%1172] : memref<?xi32>
          %1218 = arith.minsi %1173, %1217 : i32
          %1219 = arith.extui %1178 : i1 to i64
          %1220 = arith.addi %1174, %1219 : i64
          scf.yield %1218, %1220 : i32, i64
        }
        %1221 = arith.subi %hi, %lo : index
        %1222 = arith.index_cast %1221 : index to i64
        %1223 = arith.constant 1 : i64
        %1224 = arith.constant 21 : index
        %1225 = memref.atomic_rmw addi %1223, %stats[%1224] : (i64, memref<?xi64>) -> i64
        %1226 = arith.constant 22 : index
        %1227 = memref.atomic_rmw addi %1222, %stats[%1226] : (i64, memref<?xi64>) -> i64
        %1228 = arith.constant 23 : index
        %1229 = memref.atomic_rmw addi %1171, %stats[%1228] : (i64, memref<?xi64>) -> i64
        scf.yield %1170 : i32
      }
      case 8 {
        %1230 = arith.constant 0 : i64
        %1236 = arith.constant 1 : index
        %1231, %1232 = scf.for %1233 = %lo to %hi step %1236 iter_args(%1234 = %halt, %1235 = %1230) -> (i32, i64) {
          %1237 = memref.load %pc[%1233] : memref<?xi32>
          %1238 = arith.constant 8 : i32
          %1239 = arith.cmpi eq, %1237, %1238 : i32
          scf.if %1239 {
            %1240 = arith.constant 0 : index
            %1241 = arith.constant 0 : index
            %1242 = memref.load %v10_top[%1233] : memref<?xi64>
            %1243 = arith.constant 0 : i64
            %1244 = arith.cmpi sle, %1242, %1243 : i64
            %1245 = arith.constant 9 : i32
            %1246 = arith.constant 11 : i32
            %1247 = arith.select %1244, %1245, %1246 : i32
            memref.store %1247, %pc[%1233] : memref<?xi32>
          }
          %1248 = memref.load %pc[%1233] : memref<?xi32>
          %1249 = arith.minsi %1234, %1248 : i32
          %1250 = arith.extui %1239 : i1 to i64
          %1251 = arith.addi %1235, %1250 : i64
          scf.yield %1249, %1251 : i32, i64
        }
        %1252 = arith.subi %hi, %lo : index
        %1253 = arith.index_cast %1252 : index to i64
        %1254 = arith.constant 1 : i64
        %1255 = arith.constant 24 : index
        %1256 = memref.atomic_rmw addi %1254, %stats[%1255] : (i64, memref<?xi64>) -> i64
        %1257 = arith.constant 25 : index
        %1258 = memref.atomic_rmw addi %1253, %stats[%1257] : (i64, memref<?xi64>) -> i64
        %1259 = arith.constant 26 : index
        %1260 = memref.atomic_rmw addi %1232, %stats[%1259] : (i64, memref<?xi64>) -> i64
        scf.yield %1231 : i32
      }
      case 9 {
        %1261 = arith.constant 0 : i64
        %1267 = arith.constant 1 : index
        %1262, %1263 = scf.for %1264 = %lo to %hi step %1267 iter_args(%1265 = %halt, %1266 = %1261) -> (i32, i64) {
          %1268 = memref.load %pc[%1264] : memref<?xi32>
          %1269 = arith.constant 9 : i32
          %1270 = arith.cmpi eq, %1268, %1269 : i32
          scf.if %1270 {
            %1271 = arith.constant 0 : index
            %1272 = arith.constant 3 : index
            %1273 = arith.muli %1264, %1272 : index
            %1274 = arith.constant 0 : index
            %1275 = arith.constant 3 : index
            %1276 = arith.muli %1264, %1275 : index
            %1277 = arith.constant 0 : index
            %1278 = arith.constant 3 : index
            %1279 = arith.constant 1 : index
            scf.for %1280 = %1277 to %1278 step %1279 {
              %1281 = arith.addi %1273, %1280 : index
              %1282 = memref.load %v11_top[%1281] : memref<?xf64>
              %1283 = arith.addi %1276, %1280 : index
              memref.store %1282, %v6_top[%1283] : memref<?xf64>
            }
            %1284 = memref.load %pc_sp[%1264] : memref<?xi32>
            %1285 = arith.constant 128 : i32
            %1286 = arith.cmpi sge, %1284, %1285 : i32
            scf.if %1286 {
              %1287 = arith.constant 1 : i32
              memref.store %1287, %status[%1264] : memref<?xi32>
              %1288 = arith.constant 15 : i32
              memref.store %1288, %pc[%1264] : memref<?xi32>
            } else {
              %1289 = arith.constant 0 : index
              %1290 = arith.index_cast %1284 : i32 to index
              %1291 = arith.muli %1290, %z : index
              %1292 = arith.addi %1291, %1264 : index
              %1293 = arith.constant 10 : i32
              memref.store %1293, %pc_stack[%1292] : memref<?xi32>
              %1294 = arith.constant 1 : i32
              %1295 = arith.addi %1284, %1294 : i32
              memref.store %1295, %pc_sp[%1264] : memref<?xi32>
              %1296 = arith.constant 6 : i32
              memref.store %1296, %pc[%1264] : memref<?xi32>
            }
          }
          %1297 = memref.load %pc[%1264] : memref<?xi32>
          %1298 = arith.minsi %1265, %1297 : i32
          %1299 = arith.extui %1270 : i1 to i64
          %1300 = arith.addi %1266, %1299 : i64
          scf.yield %1298, %1300 : i32, i64
        }
        %1301 = arith.subi %hi, %lo : index
        %1302 = arith.index_cast %1301 : index to i64
        %1303 = arith.constant 1 : i64
        %1304 = arith.constant 27 : index
        %1305 = memref.atomic_rmw addi %1303, %stats[%1304] : (i64, memref<?xi64>) -> i64
        %1306 = arith.constant 28 : index
        %1307 = memref.atomic_rmw addi %1302, %stats[%1306] : (i64, memref<?xi64>) -> i64
        %1308 = arith.constant 29 : index
        %1309 = memref.atomic_rmw addi %1263, %stats[%1308] : (i64, memref<?xi64>) -> i64
        scf.yield %1262 : i32
      }
      case 10 {
        %1310 = arith.constant 0 : i64
        %1316 = arith.constant 1 : index
        %1311, %1312 = scf.for %1313 = %lo to %hi step %1316 iter_args(%1314 = %halt, %1315 = %1310) -> (i32, i64) {
          %1317 = memref.load %pc[%1313] : memref<?xi32>
          %1318 = arith.constant 10 : i32
          %1319 = arith.cmpi eq, %1317, %1318 : i32
          scf.if %1319 {
            %1320 = arith.constant 0 : index
            %1321 = arith.constant 3 : index
            %1322 = arith.muli %1313, %1321 : index
            %1323 = arith.constant 0 : index
            %1324 = arith.constant 3 : index
            %1325 = arith.muli %1313, %1324 : index
            %1326 = arith.constant 0 : index
            %1327 = arith.constant 3 : index
            %1328 = arith.constant 1 : index
            scf.for %1329 = %1326 to %1327 step %1328 {
              %1330 = arith.addi %1322, %1329 : index
              %1331 = memref.load %v7_top[%1330] : memref<?xf64>
              %1332 = arith.addi %1325, %1329 : index
              memref.store %1331, %v12_top[%1332] : memref<?xf64>
            }
            %1333 = memref.load %pc_sp[%1313] : memref<?xi32>
            %1334 = arith.constant 0 : i32
            %1335 = arith.cmpi sgt, %1333, %1334 : i32
            scf.if %1335 {
              %1336 = arith.constant 1 : i32
              %1337 = arith.subi %1333, %1336 : i32
              %1338 = arith.constant 0 : index
              %1339 = arith.index_cast %1337 : i32 to index
              %1340 = arith.muli %1339, %z : index
              %1341 = arith.addi %1340, %1313 : index
              %1342 = memref.load %pc_stack[%1341] : memref<?xi32>
              memref.store %1337, %pc_sp[%1313] : memref<?xi32>
              memref.store %1342, %pc[%1313] : memref<?xi32>
            } else {
              %1343 = arith.constant 15 : i32
              memref.store %1343, %pc[%1313] : memref<?xi32>
            }
          }
          %1344 = memref.load %pc[%1313] : memref<?xi32>
          %1345 = arith.minsi %1314, %1344 : i32
          %1346 = arith.extui %1319 : i1 to i64
          %1347 = arith.addi %1315, %1346 : i64
          scf.yield %1345, %1347 : i32, i64
        }
        %1348 = arith.subi %hi, %lo : index
        %1349 = arith.index_cast %1348 : index to i64
        %1350 = arith.constant 1 : i64
        %1351 = arith.constant 30 : index
        %1352 = memref.atomic_rmw addi %1350, %stats[%1351] : (i64, memref<?xi64>) -> i64
        %1353 = arith.constant 31 : index
        %1354 = memref.atomic_rmw addi %1349, %stats[%1353] : (i64, memref<?xi64>) -> i64
        %1355 = arith.constant 32 : index
        %1356 = memref.atomic_rmw addi %1312, %stats[%1355] : (i64, memref<?xi64>) -> i64
        scf.yield %1311 : i32
      }
      case 11 {
        %1357 = arith.constant 0 : i64
        %1363 = arith.constant 1 : index
        %1358, %1359 = scf.for %1360 = %lo to %hi step %1363 iter_args(%1361 = %halt, %1362 = %1357) -> (i32, i64) {
          %1364 = memref.load %pc[%1360] : memref<?xi32>
          %1365 = arith.constant 11 : i32
          %1366 = arith.cmpi eq, %1364, %1365 : i32
          scf.if %1366 {
            %1367 = arith.constant 0 : index
            %1368 = arith.constant 0 : index
            %1369 = memref.load %v10_top[%1360] : memref<?xi64>
            %1370 = arith.constant 1 : i64
            %1371 = arith.subi %1369, %1370 : i64
            %1372 = arith.constant 0 : index
            %1373 = arith.constant 0 : index
            memref.store %1371, %v14_top[%1360] : memref<?xi64>
            %1374 = arith.constant 1 : i64
            %1375 = arith.subi %1369, %1374 : i64
            %1376 = arith.constant 0 : index
            %1377 = arith.constant 3 : index
            %1378 = arith.muli %1360, %1377 : index
            %1379 = arith.constant 0 : index
            %1380 = arith.constant 0 : index
            %1381 = arith.constant 3 : index
            %1382 = arith.constant 1 : index
            scf.for %1383 = %1380 to %1381 step %1382 {
              %1384 = arith.addi %1378, %1383 : index
              %1385 = memref.load %v11_top[%1384] : memref<?xf64>
              memref.store %1385, %scratch1[%1383] : memref<3xf64>
            }
            %1386 = memref.load %v14_sp[%1360] : memref<?xi32>
            %1387 = arith.constant 128 : i32
            %1388 = arith.cmpi sge, %1386, %1387 : i32
            scf.if %1388 {
              %1389 = arith.constant 1 : i32
              memref.store %1389, %status[%1360] : memref<?xi32>
              %1390 = arith.constant 15 : i32
              memref.store %1390, %pc[%1360] : memref<?xi32>
            } else {
              %1391 = arith.index_cast %1386 : i32 to index
              %1392 = arith.constant 0 : index
              %1393 = memref.load %v14_top[%1360] : memref<?xi64>
              %1394 = arith.muli %1391, %z : index
              %1395 = arith.addi %1394, %1360 : index
              memref.store %1393, %v14_stack[%1395] : memref<?xi64>
              %1396 = arith.constant 1 : i32
              %1397 = arith.addi %1386, %1396 : i32
              memref.store %1397, %v14_sp[%1360] : memref<?xi32>
              %1398 = arith.constant 0 : index
              %1399 = arith.constant 0 : index
              memref.store %1371, %v14_top[%1360] : memref<?xi64>
              %1400 = arith.constant 0 : index
              %1401 = arith.constant 0 : index
              memref.store %1375, %v10_top[%1360] : memref<?xi64>
              %1402 = arith.constant 0 : index
              %1403 = arith.constant 0 : index
              %1404 = arith.constant 3 : index
              %1405 = arith.muli %1360, %1404 : index
              %1406 = arith.constant 0 : index
              %1407 = arith.constant 3 : index
              %1408 = arith.constant 1 : index
              scf.for %1409 = %1406 to %1407 step %1408 {
                %1410 = memref.load %scratch1[%1409] : memref<3xf64>
                %1411 = arith.addi %1405, %1409 : index
                memref.store %1410, %v11_top[%1411] : memref<?xf64>
              }
              %1412 = memref.load %pc_sp[%1360] : memref<?xi32>
              %1413 = arith.constant 128 : i32
              %1414 = arith.cmpi sge, %1412, %1413 : i32
              scf.if %1414 {
                %1415 = arith.constant 1 : i32
                memref.store %1415, %status[%1360] : memref<?xi32>
                %1416 = arith.constant 15 : i32
                memref.store %1416, %pc[%1360] : memref<?xi32>
              } else {
                %1417 = arith.constant 0 : index
                %1418 = arith.index_cast %1412 : i32 to index
                %1419 = arith.muli %1418, %z : index
                %1420 = arith.addi %1419, %1360 : index
                %1421 = arith.constant 12 : i32
                memref.store %1421, %pc_stack[%1420] : memref<?xi32>
                %1422 = arith.constant 1 : i32
                %1423 = arith.addi %1412, %1422 : i32
                memref.store %1423, %pc_sp[%1360] : memref<?xi32>
                %1424 = arith.constant 8 : i32
                memref.store %1424, %pc[%1360] : memref<?xi32>
              }
            }
          }
          %1425 = memref.load %pc[%1360] : memref<?xi32>
          %1426 = arith.minsi %1361, %1425 : i32
          %1427 = arith.extui %1366 : i1 to i64
          %1428 = arith.addi %1362, %1427 : i64
          scf.yield %1426, %1428 : i32, i64
        }
        %1429 = arith.subi %hi, %lo : index
        %1430 = arith.index_cast %1429 : index to i64
        %1431 = arith.constant 1 : i64
        %1432 = arith.constant 33 : index
        %1433 = memref.atomic_rmw addi %1431, %stats[%1432] : (i64, memref<?xi64>) -> i64
        %1434 = arith.constant 34 : index
        %1435 = memref.atomic_rmw addi %1430, %stats[%1434] : (i64, memref<?xi64>) -> i64
        %1436 = arith.constant 35 : index
        %1437 = memref.atomic_rmw addi %1359, %stats[%1436] : (i64, memref<?xi64>) -> i64
        scf.yield %1358 : i32
      }
      case 12 {
        %1438 = arith.constant 0 : i64
        %1444 = arith.constant 1 : index
        %1439, %1440 = scf.for %1441 = %lo to %hi step %1444 iter_args(%1442 = %halt, %1443 = %1438) -> (i32, i64) {
          %1445 = memref.load %pc[%1441] : memref<?xi32>
          %1446 = arith.constant 12 : i32
          %1447 = arith.cmpi eq, %1445, %1446 : i32
          scf.if %1447 {
            %1448 = arith.constant 0 : index
            %1449 = arith.constant 3 : index
            %1450 = arith.muli %1441, %1449 : index
            %1451 = arith.constant 0 : index
            %1452 = arith.constant 3 : index
            %1453 = arith.muli %1441, %1452 : index
            %1454 = arith.constant 0 : index
            %1455 = arith.constant 3 : index
            %1456 = arith.constant 1 : index
            scf.for %1457 = %1454 to %1455 step %1456 {
              %1458 = arith.addi %1450, %1457 : index
              %1459 = memref.load %v12_top[%1458] : memref<?xf64>
              %1460 = arith.addi %1453, %1457 : index
              memref.store %1459, %v16_top[%1460] : memref<?xf64>
            }
            %1461 = memref.load %v14_sp[%1441] : memref<?xi32>
            %1462 = arith.constant 0 : i32
            %1463 = arith.cmpi sgt, %1461, %1462 : i32
            scf.if %1463 {
              %1464 = arith.constant 1 : i32
              %1465 = arith.subi %1461, %1464 : i32
              %1466 = arith.index_cast %1465 : i32 to index
              %1467 = arith.constant 0 : index
              %1468 = arith.muli %1466, %z : index
              %1469 = arith.addi %1468, %1441 : index
              %1470 = memref.load %v14_stack[%1469] : memref<?xi64>
              memref.store %1470, %v14_top[%1441] : memref<?xi64>
              memref.store %1465, %v14_sp[%1441] : memref<?xi32>
            }
            %1471 = arith.constant 0 : index
            %1472 = arith.constant 3 : index
            %1473 = arith.muli %1441, %1472 : index
            %1474 = arith.constant 0x3FF0000000000000 : f64
            %1475 = arith.constant 0 : index
            %1476 = arith.constant 0 : index
            %1477 = arith.constant 3 : index
            %1478 = arith.constant 1 : index
            scf.for %1479 = %1476 to %1477 step %1478 {
              %1480 = arith.addi %1473, %1479 : index
              %1481 = memref.load %v16_top[%1480] : memref<?xf64>
              %1482 = arith.addf %1481, %1474 : f64
              memref.store %1482, %scratch0[%1479] : memref<3xf64>
            }
            %1483 = arith.constant 0 : index
            %1484 = arith.constant 0 : index
            %1485 = memref.load %v14_top[%1441] : memref<?xi64>
            %1486 = arith.constant 0 : index
            %1487 = arith.constant 0 : index
            memref.store %1485, %v10_top[%1441] : memref<?xi64>
            %1488 = arith.constant 0 : index
            %1489 = arith.constant 0 : index
            %1490 = arith.constant 3 : index
            %1491 = arith.muli %1441, %1490 : index
            %1492 = arith.constant 0 : index
            %1493 = arith.constant 3 : index
            %1494 = arith.constant 1 : index
            scf.for %1495 = %1492 to %1493 step %1494 {
              %1496 = memref.load %scratch0[%1495] : memref<3xf64>
              %1497 = arith.addi %1491, %1495 : index
              memref.store %1496, %v11_top[%1497] : memref<?xf64>
            }
            %1498 = memref.load %pc_sp[%1441] : memref<?xi32>
            %1499 = arith.constant 128 : i32
            %1500 = arith.cmpi sge, %1498, %1499 : i32
            scf.if %1500 {
              %1501 = arith.constant 1 : i32
              memref.store %1501, %status[%1441] : memref<?xi32>
              %1502 = arith.constant 15 : i32
              memref.store %1502, %pc[%1441] : memref<?xi32>
            } else {
              %1503 = arith.constant 0 : index
              %1504 = arith.index_cast %1498 : i32 to index
              %1505 = arith.muli %1504, %z : index
              %1506 = arith.addi %1505, %1441 : index
              %1507 = arith.constant 13 : i32
              memref.store %1507, %pc_stack[%1506] : memref<?xi32>
              %1508 = arith.constant 1 : i32
              %1509 = arith.addi %1498, %1508 : i32
              memref.store %1509, %pc_sp[%1441] : memref<?xi32>
              %1510 = arith.constant 8 : i32
              memref.store %1510, %pc[%1441] : memref<?xi32>
            }
          }
          %1511 = memref.load %pc[%1441] : memref<?xi32>
          %1512 = arith.minsi %1442, %1511 : i32
          %1513 = arith.extui %1447 : i1 to i64
          %1514 = arith.addi %1443, %1513 : i64
          scf.yield %1512, %1514 : i32, i64
        }
        %1515 = arith.subi %hi, %lo : index
        %1516 = arith.index_cast %1515 : index to i64
        %1517 = arith.constant 1 : i64
        %1518 = arith.constant 36 : index
        %1519 = memref.atomic_rmw addi %1517, %stats[%1518] : (i64, memref<?xi64>) -> i64
        %1520 = arith.constant 37 : index
        %1521 = memref.atomic_rmw addi %1516, %stats[%1520] : (i64, memref<?xi64>) -> i64
        %1522 = arith.constant 38 : index
        %1523 = memref.atomic_rmw addi %1440, %stats[%1522] : (i64, memref<?xi64>) -> i64
        scf.yield %1439 : i32
      }
      case 13 {
        %1524 = arith.constant 0 : i64
        %1530 = arith.constant 1 : index
        %1525, %1526 = scf.for %1527 = %lo to %hi step %1530 iter_args(%1528 = %halt, %1529 = %1524) -> (i32, i64) {
          %1531 = memref.load %pc[%1527] : memref<?xi32>
          %1532 = arith.constant 13 : i32
          %1533 = arith.cmpi eq, %1531, %1532 : i32
          scf.if %1533 {
            %1534 = arith.constant 0 : index
            %1535 = arith.constant 3 : index
            %1536 = arith.muli %1527, %1535 : index
            %1537 = arith.constant 0 : index
            %1538 = arith.constant 3 : index
            %1539 = arith.muli %1527, %1538 : index
            %1540 = arith.constant 0 : index
            %1541 = arith.constant 3 : index
            %1542 = arith.muli %1527, %1541 : index
            %1543 = arith.constant 0x3FF0000000000000 : f64
            %1544 = arith.constant 0 : index
            %1545 = arith.constant 3 : index
            %1546 = arith.muli %1527, %1545 : index
            %1547 = arith.constant 0 : index
            %1548 = arith.constant 3 : index
            %1549 = arith.constant 1 : index
            scf.for %1550 = %1547 to %1548 step %1549 {
              %1551 = arith.addi %1536, %1550 : index
              %1552 = memref.load %v12_top[%1551] : memref<?xf64>
              %1553 = arith.addi %1539, %1550 : index
              memref.store %1552, %v18_top[%1553] : memref<?xf64>
              %1554 = arith.addf %1552, %1543 : f64
              %1555 = arith.addi %1546, %1550 : index
              memref.store %1554, %v12_top[%1555] : memref<?xf64>
            }
            %1556 = memref.load %pc_sp[%1527] : memref<?xi32>
            %1557 = arith.constant 0 : i32
            %1558 = arith.cmpi sgt, %1556, %1557 : i32
            scf.if %1558 {
              %1559 = arith.constant 1 : i32
              %1560 = arith.subi %1556, %1559 : i32
              %1561 = arith.constant 0 : index
              %1562 = arith.index_cast %1560 : i32 to index
              %1563 = arith.muli %1562, %z : index
              %1564 = arith.addi %1563, %1527 : index
              %1565 = memref.load %pc_stack[%1564] : memref<?xi32>
              memref.store %1560, %pc_sp[%1527] : memref<?xi32>
              memref.store %1565, %pc[%1527] : memref<?xi32>
            } else {
              %1566 = arith.constant 15 : i32
              memref.store %1566, %pc[%1527] : memref<?xi32>
            }
          }
          %1567 = memref.load %pc[%1527] : memref<?xi32>
          %1568 = arith.minsi %1528, %1567 : i32
          %1569 = arith.extui %1533 : i1 to i64
          %1570 = arith.addi %1529, %1569 : i64
          scf.yield %1568, %1570 : i32, i64
        }
        %1571 = arith.subi %hi, %lo : index
        %1572 = arith.index_cast %1571 : index to i64
        %1573 = arith.constant 1 : i64
        %1574 = arith.constant 39 : index
        %1575 = memref.atomic_rmw addi %1573, %stats[%1574] : (i64, memref<?xi64>) -> i64
        %1576 = arith.constant 40 : index
        %1577 = memref.atomic_rmw addi %1572, %stats[%1576] : (i64, memref<?xi64>) -> i64
        %1578 = arith.constant 41 : index
        %1579 = memref.atomic_rmw addi %1526, %stats[%1578] : (i64, memref<?xi64>) -> i64
        scf.yield %1525 : i32
      }
      case 14 {
        %1580 = arith.constant 0 : i64
        %1586 = arith.constant 1 : index
        %1581, %1582 = scf.for %1583 = %lo to %hi step %1586 iter_args(%1584 = %halt, %1585 = %1580) -> (i32, i64) {
          %1587 = memref.load %pc[%1583] : memref<?xi32>
          %1588 = arith.constant 14 : i32
          %1589 = arith.cmpi eq, %1587, %1588 : i32
          scf.if %1589 {
            %1590 = arith.constant 0 : index
            %1591 = arith.constant 0 : index
            %1592 = memref.load %v19_top[%1583] : memref<?xi64>
            %1593 = arith.constant 3 : i64
            %1594 = arith.constant 0 : i64
            %1595 = arith.constant 1 : i64
            %1596 = arith.constant -1 : i64
            %1597 = arith.constant -9223372036854775808 : i64
            %1598 = arith.cmpi eq, %1593, %1594 : i64
            %1599 = arith.cmpi eq, %1592, %1597 : i64
            %1600 = arith.cmpi eq, %1593, %1596 : i64
            %1601 = arith.andi %1599, %1600 : i1
            %1602 = arith.ori %1598, %1601 : i1
            %1603 = arith.select %1602, %1595, %1593 : i64
            %1604 = arith.divsi %1592, %1603 : i64
            %1605 = arith.remsi %1592, %1603 : i64
            %1606 = arith.cmpi ne, %1605, %1594 : i64
            %1607 = arith.cmpi slt, %1605, %1594 : i64
            %1608 = arith.cmpi slt, %1603, %1594 : i64
            %1609 = arith.xori %1607, %1608 : i1
            %1610 = arith.andi %1606, %1609 : i1
            %1611 = arith.addi %1605, %1603 : i64
            %1612 = arith.select %1610, %1611, %1605 : i64
            scf.if %1598 {
              %1613 = arith.constant 2 : i32
              memref.store %1613, %status[%1583] : memref<?xi32>
              %1614 = arith.constant 15 : i32
              memref.store %1614, %pc[%1583] : memref<?xi32>
            } else {
              %1615 = arith.constant 0 : index
              %1616 = arith.constant 0 : index
              memref.store %1612, %v20_top[%1583] : memref<?xi64>
              %1617 = memref.load %pc_sp[%1583] : memref<?xi32>
              %1618 = arith.constant 0 : i32
              %1619 = arith.cmpi sgt, %1617, %1618 : i32
              scf.if %1619 {
                %1620 = arith.constant 1 : i32
                %1621 = arith.subi %1617, %1620 : i32
                %1622 = arith.constant 0 : index
                %1623 = arith.index_cast %1621 : i32 to index
                %1624 = arith.muli %1623, %z : index
                %1625 = arith.addi %1624, %1583 : index
                %1626 = memref.load %pc_stack[%1625] : memref<?xi32>
                memref.store %1621, %pc_sp[%1583] : memref<?xi32>
                memref.store %1626, %pc[%1583] : memref<?xi32>
              } else {
                %1627 = arith.constant 15 : i32
                memref.store %1627, %pc[%1583] : memref<?xi32>
              }
            }
          }
          %1628 = memref.load %pc[%1583] : memref<?xi32>
          %1629 = arith.minsi %1584, %1628 : i32
          %1630 = arith.extui %1589 : i1 to i64
          %1631 = arith.addi %1585, %1630 : i64
          scf.yield %1629, %1631 : i32, i64
        }
        %1632 = arith.subi %hi, %lo : index
        %1633 = arith.index_cast %1632 : index to i64
        %1634 = arith.constant 1 : i64
        %1635 = arith.constant 42 : index
        %1636 = memref.atomic_rmw addi %1634, %stats[%1635] : (i64, memref<?xi64>) -> i64
        %1637 = arith.constant 43 : index
        %1638 = memref.atomic_rmw addi %1633, %stats[%1637] : (i64, memref<?xi64>) -> i64
        %1639 = arith.constant 44 : index
        %1640 = memref.atomic_rmw addi %1582, %stats[%1639] : (i64, memref<?xi64>) -> i64
        scf.yield %1581 : i32
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
