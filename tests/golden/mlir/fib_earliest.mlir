module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @fib_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface, passthrough = [["prefer-vector-width", "512"]]} {
    %lay0a = arith.constant 0 : index
    %lay0b = arith.constant 1 : index
    %lay0o = memref.load %layout[%lay0a] : memref<?xindex>
    %lay0n = memref.load %layout[%lay0b] : memref<?xindex>
    %pc = memref.view %state[%lay0o][%lay0n] : memref<?xi8> to memref<?xi32>
    %lay1a = arith.constant 2 : index
    %lay1b = arith.constant 3 : index
    %lay1o = memref.load %layout[%lay1a] : memref<?xindex>
    %lay1n = memref.load %layout[%lay1b] : memref<?xindex>
    %pc_stack = memref.view %state[%lay1o][%lay1n] : memref<?xi8> to memref<?xi32>
    %lay2a = arith.constant 4 : index
    %lay2b = arith.constant 5 : index
    %lay2o = memref.load %layout[%lay2a] : memref<?xindex>
    %lay2n = memref.load %layout[%lay2b] : memref<?xindex>
    %pc_sp = memref.view %state[%lay2o][%lay2n] : memref<?xi8> to memref<?xi32>
    %lay3a = arith.constant 6 : index
    %lay3b = arith.constant 7 : index
    %lay3o = memref.load %layout[%lay3a] : memref<?xindex>
    %lay3n = memref.load %layout[%lay3b] : memref<?xindex>
    %status = memref.view %state[%lay3o][%lay3n] : memref<?xi8> to memref<?xi32>
    %lay4a = arith.constant 8 : index
    %lay4b = arith.constant 9 : index
    %lay4o = memref.load %layout[%lay4a] : memref<?xindex>
    %lay4n = memref.load %layout[%lay4b] : memref<?xindex>
    %stats = memref.view %state[%lay4o][%lay4n] : memref<?xi8> to memref<?xi64>
    %lay5a = arith.constant 10 : index
    %lay5b = arith.constant 11 : index
    %lay5o = memref.load %layout[%lay5a] : memref<?xindex>
    %lay5n = memref.load %layout[%lay5b] : memref<?xindex>
    %v0_top = memref.view %state[%lay5o][%lay5n] : memref<?xi8> to memref<?xi64>
    %lay6a = arith.constant 12 : index
    %lay6b = arith.constant 13 : index
    %lay6o = memref.load %layout[%lay6a] : memref<?xindex>
    %lay6n = memref.load %layout[%lay6b] : memref<?xindex>
    %v0_stack = memref.view %state[%lay6o][%lay6n] : memref<?xi8> to memref<?xi64>
    %lay7a = arith.constant 14 : index
    %lay7b = arith.constant 15 : index
    %lay7o = memref.load %layout[%lay7a] : memref<?xindex>
    %lay7n = memref.load %layout[%lay7b] : memref<?xindex>
    %v0_sp = memref.view %state[%lay7o][%lay7n] : memref<?xi8> to memref<?xi32>
    %lay8a = arith.constant 16 : index
    %lay8b = arith.constant 17 : index
    %lay8o = memref.load %layout[%lay8a] : memref<?xindex>
    %lay8n = memref.load %layout[%lay8b] : memref<?xindex>
    %v1_top = memref.view %state[%lay8o][%lay8n] : memref<?xi8> to memref<?xi64>
    %lay9a = arith.constant 18 : index
    %lay9b = arith.constant 19 : index
    %lay9o = memref.load %layout[%lay9a] : memref<?xindex>
    %lay9n = memref.load %layout[%lay9b] : memref<?xindex>
    %v4_top = memref.view %state[%lay9o][%lay9n] : memref<?xi8> to memref<?xi64>
    %lay10a = arith.constant 20 : index
    %lay10b = arith.constant 21 : index
    %lay10o = memref.load %layout[%lay10a] : memref<?xindex>
    %lay10n = memref.load %layout[%lay10b] : memref<?xindex>
    %v4_stack = memref.view %state[%lay10o][%lay10n] : memref<?xi8> to memref<?xi64>
    %lay11a = arith.constant 22 : index
    %lay11b = arith.constant 23 : index
    %lay11o = memref.load %layout[%lay11a] : memref<?xindex>
    %lay11n = memref.load %layout[%lay11b] : memref<?xindex>
    %v4_sp = memref.view %state[%lay11o][%lay11n] : memref<?xi8> to memref<?xi32>
    %lay12a = arith.constant 24 : index
    %lay12b = arith.constant 25 : index
    %lay12o = memref.load %layout[%lay12a] : memref<?xindex>
    %lay12n = memref.load %layout[%lay12b] : memref<?xindex>
    %v6_top = memref.view %state[%lay12o][%lay12n] : memref<?xi8> to memref<?xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = memref.dim %pc, %c0 : memref<?xi32>
    %halt = arith.constant 5 : i32
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
            %15 = arith.cmpi sle, %13, %14 : i64
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
            %42 = arith.constant 1 : i64
            %43 = arith.constant 0 : index
            %44 = arith.constant 0 : index
            memref.store %42, %v1_top[%35] : memref<?xi64>
            %45 = memref.load %pc_sp[%35] : memref<?xi32>
            %46 = arith.constant 0 : i32
            %47 = arith.cmpi sgt, %45, %46 : i32
            scf.if %47 {
              %48 = arith.constant 1 : i32
              %49 = arith.subi %45, %48 : i32
              %50 = arith.constant 0 : index
              %51 = arith.index_cast %49 : i32 to index
              %52 = arith.muli %51, %z : index
              %53 = arith.addi %52, %35 : index
              %54 = memref.load %pc_stack[%53] : memref<?xi32>
              memref.store %49, %pc_sp[%35] : memref<?xi32>
              memref.store %54, %pc[%35] : memref<?xi32>
            } else {
              %55 = arith.constant 5 : i32
              memref.store %55, %pc[%35] : memref<?xi32>
            }
          }
          %56 = memref.load %pc[%35] : memref<?xi32>
          %57 = arith.minsi %36, %56 : i32
          %58 = arith.extui %41 : i1 to i64
          %59 = arith.addi %37, %58 : i64
          scf.yield %57, %59 : i32, i64
        }
        %60 = arith.subi %hi, %lo : index
        %61 = arith.index_cast %60 : index to i64
        %62 = arith.constant 1 : i64
        %63 = arith.constant 3 : index
        %64 = memref.atomic_rmw addi %62, %stats[%63] : (i64, memref<?xi64>) -> i64
        %65 = arith.constant 4 : index
        %66 = memref.atomic_rmw addi %61, %stats[%65] : (i64, memref<?xi64>) -> i64
        %67 = arith.constant 5 : index
        %68 = memref.atomic_rmw addi %34, %stats[%67] : (i64, memref<?xi64>) -> i64
        scf.yield %33 : i32
      }
      case 2 {
        %69 = arith.constant 0 : i64
        %75 = arith.constant 1 : index
        %70, %71 = scf.for %72 = %lo to %hi step %75 iter_args(%73 = %halt, %74 = %69) -> (i32, i64) {
          %76 = memref.load %pc[%72] : memref<?xi32>
          %77 = arith.constant 2 : i32
          %78 = arith.cmpi eq, %76, %77 : i32
          scf.if %78 {
            %79 = arith.constant 0 : index
            %80 = arith.constant 0 : index
            %81 = memref.load %v0_top[%72] : memref<?xi64>
            %82 = arith.constant 2 : i64
            %83 = arith.subi %81, %82 : i64
            %84 = memref.load %v0_sp[%72] : memref<?xi32>
            %85 = arith.constant 64 : i32
            %86 = arith.cmpi sge, %84, %85 : i32
            scf.if %86 {
              %87 = arith.constant 1 : i32
              memref.store %87, %status[%72] : memref<?xi32>
              %88 = arith.constant 5 : i32
              memref.store %88, %pc[%72] : memref<?xi32>
            } else {
              %89 = arith.index_cast %84 : i32 to index
              %90 = arith.constant 0 : index
              %91 = memref.load %v0_top[%72] : memref<?xi64>
              %92 = arith.muli %89, %z : index
              %93 = arith.addi %92, %72 : index
              memref.store %91, %v0_stack[%93] : memref<?xi64>
              %94 = arith.constant 1 : i32
              %95 = arith.addi %84, %94 : i32
              memref.store %95, %v0_sp[%72] : memref<?xi32>
              %96 = arith.constant 0 : index
              %97 = arith.constant 0 : index
              memref.store %83, %v0_top[%72] : memref<?xi64>
              %98 = memref.load %pc_sp[%72] : memref<?xi32>
              %99 = arith.constant 64 : i32
              %100 = arith.cmpi sge, %98, %99 : i32
              scf.if %100 {
                %101 = arith.constant 1 : i32
                memref.store %101, %status[%72] : memref<?xi32>
                %102 = arith.constant 5 : i32
                memref.store %102, %pc[%72] : memref<?xi32>
              } else {
                %103 = arith.constant 0 : index
                %104 = arith.index_cast %98 : i32 to index
                %105 = arith.muli %104, %z : index
                %106 = arith.addi %105, %72 : index
                %107 = arith.constant 3 : i32
                memref.store %107, %pc_stack[%106] : memref<?xi32>
                %108 = arith.constant 1 : i32
                %109 = arith.addi %98, %108 : i32
                memref.store %109, %pc_sp[%72] : memref<?xi32>
                %110 = arith.constant 0 : i32
                memref.store %110, %pc[%72] : memref<?xi32>
              }
            }
          }
          %111 = memref.load %pc[%72] : memref<?xi32>
          %112 = arith.minsi %73, %111 : i32
          %113 = arith.extui %78 : i1 to i64
          %114 = arith.addi %74, %113 : i64
          scf.yield %112, %114 : i32, i64
        }
        %115 = arith.subi %hi, %lo : index
        %116 = arith.index_cast %115 : index to i64
        %117 = arith.constant 1 : i64
        %118 = arith.constant 6 : index
        %119 = memref.atomic_rmw addi %117, %stats[%118] : (i64, memref<?xi64>) -> i64
        %120 = arith.constant 7 : index
        %121 = memref.atomic_rmw addi %116, %stats[%120] : (i64, memref<?xi64>) -> i64
        %122 = arith.constant 8 : index
        %123 = memref.atomic_rmw addi %71, %stats[%122] : (i64, memref<?xi64>) -> i64
        scf.yield %70 : i32
      }
      case 3 {
        %124 = arith.constant 0 : i64
        %130 = arith.constant 1 : index
        %125, %126 = scf.for %127 = %lo to %hi step %130 iter_args(%128 = %halt, %129 = %124) -> (i32, i64) {
          %131 = memref.load %pc[%127] : memref<?xi32>
          %132 = arith.constant 3 : i32
          %133 = arith.cmpi eq, %131, %132 : i32
          scf.if %133 {
            %134 = arith.constant 0 : index
            %135 = arith.constant 0 : index
            %136 = memref.load %v1_top[%127] : memref<?xi64>
            %137 = arith.constant 0 : index
            %138 = arith.constant 0 : index
            memref.store %136, %v4_top[%127] : memref<?xi64>
            %139 = memref.load %v0_sp[%127] : memref<?xi32>
            %140 = arith.constant 0 : i32
            %141 = arith.cmpi sgt, %139, %140 : i32
            scf.if %141 {
              %142 = arith.constant 1 : i32
              %143 = arith.subi %139, %142 : i32
              %144 = arith.index_cast %143 : i32 to index
              %145 = arith.constant 0 : index
              %146 = arith.muli %144, %z : index
              %147 = arith.addi %146, %127 : index
              %148 = memref.load %v0_stack[%147] : memref<?xi64>
              memref.store %148, %v0_top[%127] : memref<?xi64>
              memref.store %143, %v0_sp[%127] : memref<?xi32>
            }
            %149 = arith.constant 0 : index
            %150 = arith.constant 0 : index
            %151 = memref.load %v0_top[%127] : memref<?xi64>
            %152 = arith.constant 1 : i64
            %153 = arith.subi %151, %152 : i64
            %154 = memref.load %v4_sp[%127] : memref<?xi32>
            %155 = arith.constant 64 : i32
            %156 = arith.cmpi sge, %154, %155 : i32
            scf.if %156 {
              %157 = arith.constant 1 : i32
              memref.store %157, %status[%127] : memref<?xi32>
              %158 = arith.constant 5 : i32
              memref.store %158, %pc[%127] : memref<?xi32>
            } else {
              %159 = arith.index_cast %154 : i32 to index
              %160 = arith.constant 0 : index
              %161 = memref.load %v4_top[%127] : memref<?xi64>
              %162 = arith.muli %159, %z : index
              %163 = arith.addi %162, %127 : index
              memref.store %161, %v4_stack[%163] : memref<?xi64>
              %164 = arith.constant 1 : i32
              %165 = arith.addi %154, %164 : i32
              memref.store %165, %v4_sp[%127] : memref<?xi32>
              %166 = arith.constant 0 : index
              %167 = arith.constant 0 : index
              memref.store %136, %v4_top[%127] : memref<?xi64>
              %168 = arith.constant 0 : index
              %169 = arith.constant 0 : index
              memref.store %153, %v0_top[%127] : memref<?xi64>
              %170 = memref.load %pc_sp[%127] : memref<?xi32>
              %171 = arith.constant 64 : i32
              %172 = arith.cmpi sge, %170, %171 : i32
              scf.if %172 {
                %173 = arith.constant 1 : i32
                memref.store %173, %status[%127] : memref<?xi32>
                %174 = arith.constant 5 : i32
                memref.store %174, %pc[%127] : memref<?xi32>
              } else {
                %175 = arith.constant 0 : index
                %176 = arith.index_cast %170 : i32 to index
                %177 = arith.muli %176, %z : index
                %178 = arith.addi %177, %127 : index
                %179 = arith.constant 4 : i32
                memref.store %179, %pc_stack[%178] : memref<?xi32>
                %180 = arith.constant 1 : i32
                %181 = arith.addi %170, %180 : i32
                memref.store %181, %pc_sp[%127] : memref<?xi32>
                %182 = arith.constant 0 : i32
                memref.store %182, %pc[%127] : memref<?xi32>
              }
            }
          }
          %183 = memref.load %pc[%127] : memref<?xi32>
          %184 = arith.minsi %128, %183 : i32
          %185 = arith.extui %133 : i1 to i64
          %186 = arith.addi %129, %185 : i64
          scf.yield %184, %186 : i32, i64
        }
        %187 = arith.subi %hi, %lo : index
        %188 = arith.index_cast %187 : index to i64
        %189 = arith.constant 1 : i64
        %190 = arith.constant 9 : index
        %191 = memref.atomic_rmw addi %189, %stats[%190] : (i64, memref<?xi64>) -> i64
        %192 = arith.constant 10 : index
        %193 = memref.atomic_rmw addi %188, %stats[%192] : (i64, memref<?xi64>) -> i64
        %194 = arith.constant 11 : index
        %195 = memref.atomic_rmw addi %126, %stats[%194] : (i64, memref<?xi64>) -> i64
        scf.yield %125 : i32
      }
      case 4 {
        %196 = arith.constant 0 : i64
        %202 = arith.constant 1 : index
        %197, %198 = scf.for %199 = %lo to %hi step %202 iter_args(%200 = %halt, %201 = %196) -> (i32, i64) {
          %203 = memref.load %pc[%199] : memref<?xi32>
          %204 = arith.constant 4 : i32
          %205 = arith.cmpi eq, %203, %204 : i32
          scf.if %205 {
            %206 = arith.constant 0 : index
            %207 = arith.constant 0 : index
            %208 = memref.load %v1_top[%199] : memref<?xi64>
            %209 = arith.constant 0 : index
            %210 = arith.constant 0 : index
            memref.store %208, %v6_top[%199] : memref<?xi64>
            %211 = memref.load %v4_sp[%199] : memref<?xi32>
            %212 = arith.constant 0 : i32
            %213 = arith.cmpi sgt, %211, %212 : i32
            scf.if %213 {
              %214 = arith.constant 1 : i32
              %215 = arith.subi %211, %214 : i32
              %216 = arith.index_cast %215 : i32 to index
              %217 = arith.constant 0 : index
              %218 = arith.muli %216, %z : index
              %219 = arith.addi %218, %199 : index
              %220 = memref.load %v4_stack[%219] : memref<?xi64>
              memref.store %220, %v4_top[%199] : memref<?xi64>
              memref.store %215, %v4_sp[%199] : memref<?xi32>
            }
            %221 = arith.constant 0 : index
            %222 = arith.constant 0 : index
            %223 = memref.load %v4_top[%199] : memref<?xi64>
            %224 = arith.addi %223, %208 : i64
            %225 = arith.constant 0 : index
            %226 = arith.constant 0 : index
            memref.store %224, %v1_top[%199] : memref<?xi64>
            %227 = memref.load %pc_sp[%199] : memref<?xi32>
            %228 = arith.constant 0 : i32
            %229 = arith.cmpi sgt, %227, %228 : i32
            scf.if %229 {
              %230 = arith.constant 1 : i32
              %231 = arith.subi %227, %230 : i32
              %232 = arith.constant 0 : index
              %233 = arith.index_cast %231 : i32 to index
              %234 = arith.muli %233, %z : index
              %235 = arith.addi %234, %199 : index
              %236 = memref.load %pc_stack[%235] : memref<?xi32>
              memref.store %231, %pc_sp[%199] : memref<?xi32>
              memref.store %236, %pc[%199] : memref<?xi32>
            } else {
              %237 = arith.constant 5 : i32
              memref.store %237, %pc[%199] : memref<?xi32>
            }
          }
          %238 = memref.load %pc[%199] : memref<?xi32>
          %239 = arith.minsi %200, %238 : i32
          %240 = arith.extui %205 : i1 to i64
          %241 = arith.addi %201, %240 : i64
          scf.yield %239, %241 : i32, i64
        }
        %242 = arith.subi %hi, %lo : index
        %243 = arith.index_cast %242 : index to i64
        %244 = arith.constant 1 : i64
        %245 = arith.constant 12 : index
        %246 = memref.atomic_rmw addi %244, %stats[%245] : (i64, memref<?xi64>) -> i64
        %247 = arith.constant 13 : index
        %248 = memref.atomic_rmw addi %243, %stats[%247] : (i64, memref<?xi64>) -> i64
        %249 = arith.constant 14 : index
        %250 = memref.atomic_rmw addi %198, %stats[%249] : (i64, memref<?xi64>) -> i64
        scf.yield %197 : i32
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
  llvm.mlir.global internal constant @fib_abi_text("{\22buffers\22:[{\22name\22:\22pc\22,\22role\22:{\22kind\22:\22pc\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22pc.stack\22,\22role\22:{\22kind\22:\22pc_stack\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22pc.sp\22,\22role\22:{\22kind\22:\22pc_pointer\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22status\22,\22role\22:{\22kind\22:\22status\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22block.stats\22,\22role\22:{\22kind\22:\22block_stats\22},\22dtype\22:\22i64\22,\22elements\22:15,\22extent\22:\22shared\22},{\22name\22:\22fib.n#0.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.n#0.stack\22,\22role\22:{\22kind\22:\22stack\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22fib.n#0.sp\22,\22role\22:{\22kind\22:\22pointer\22,\22var\22:0},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%ret0#1.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:1},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%2#4.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%2#4.stack\22,\22role\22:{\22kind\22:\22stack\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22fib.%2#4.sp\22,\22role\22:{\22kind\22:\22pointer\22,\22var\22:4},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%4#6.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:6},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22}],\22max_stack_depth\22:64,\22entry\22:0,\22halt\22:5,\22inputs\22:[5],\22outputs\22:[8],\22status\22:3,\22scratch_bytes\22:0,\22member_layout\22:\22contiguous\22,\22blocks\22:[\22fib.b0\22,\22fib.b1\22,\22fib.b2\22,\22fib.b2.1\22,\22fib.b2.2\22]}\00") {addr_space = 0 : i32} : !llvm.array<1494 x i8>
  llvm.func @fib_abi() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @fib_abi_text : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
