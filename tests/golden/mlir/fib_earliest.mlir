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
              memref.store %halt, %pc[%35] : memref<?xi32>
            }
          }
          %55 = memref.load %pc[%35] : memref<?xi32>
          %56 = arith.minsi %36, %55 : i32
          %57 = arith.extui %41 : i1 to i64
          %58 = arith.addi %37, %57 : i64
          scf.yield %56, %58 : i32, i64
        }
        %59 = arith.subi %hi, %lo : index
        %60 = arith.index_cast %59 : index to i64
        %61 = arith.constant 1 : i64
        %62 = arith.constant 3 : index
        %63 = memref.atomic_rmw addi %61, %stats[%62] : (i64, memref<?xi64>) -> i64
        %64 = arith.constant 4 : index
        %65 = memref.atomic_rmw addi %60, %stats[%64] : (i64, memref<?xi64>) -> i64
        %66 = arith.constant 5 : index
        %67 = memref.atomic_rmw addi %34, %stats[%66] : (i64, memref<?xi64>) -> i64
        scf.yield %33 : i32
      }
      case 2 {
        %68 = arith.constant 0 : i64
        %74 = arith.constant 1 : index
        %69, %70 = scf.for %71 = %lo to %hi step %74 iter_args(%72 = %halt, %73 = %68) -> (i32, i64) {
          %75 = memref.load %pc[%71] : memref<?xi32>
          %76 = arith.constant 2 : i32
          %77 = arith.cmpi eq, %75, %76 : i32
          scf.if %77 {
            %78 = arith.constant 0 : index
            %79 = arith.constant 0 : index
            %80 = memref.load %v0_top[%71] : memref<?xi64>
            %81 = arith.constant 2 : i64
            %82 = arith.subi %80, %81 : i64
            %83 = memref.load %v0_sp[%71] : memref<?xi32>
            %84 = arith.constant 64 : i32
            %85 = arith.cmpi sge, %83, %84 : i32
            scf.if %85 {
              %86 = arith.constant 1 : i32
              memref.store %86, %status[%71] : memref<?xi32>
              memref.store %halt, %pc[%71] : memref<?xi32>
            } else {
              %87 = arith.constant 1 : i32
              %88 = arith.addi %83, %87 : i32
              memref.store %88, %v0_sp[%71] : memref<?xi32>
              %89 = arith.index_cast %83 : i32 to index
              %90 = arith.constant 0 : index
              %91 = memref.load %v0_top[%71] : memref<?xi64>
              %92 = arith.muli %89, %z : index
              %93 = arith.addi %92, %71 : index
              memref.store %91, %v0_stack[%93] : memref<?xi64>
              %94 = arith.constant 0 : index
              %95 = arith.constant 0 : index
              memref.store %82, %v0_top[%71] : memref<?xi64>
              %96 = memref.load %pc_sp[%71] : memref<?xi32>
              %97 = arith.constant 64 : i32
              %98 = arith.cmpi sge, %96, %97 : i32
              scf.if %98 {
                %99 = arith.constant 1 : i32
                memref.store %99, %status[%71] : memref<?xi32>
                memref.store %halt, %pc[%71] : memref<?xi32>
              } else {
                %100 = arith.constant 0 : index
                %101 = arith.index_cast %96 : i32 to index
                %102 = arith.muli %101, %z : index
                %103 = arith.addi %102, %71 : index
                %104 = arith.constant 3 : i32
                memref.store %104, %pc_stack[%103] : memref<?xi32>
                %105 = arith.constant 1 : i32
                %106 = arith.addi %96, %105 : i32
                memref.store %106, %pc_sp[%71] : memref<?xi32>
                %107 = arith.constant 0 : i32
                memref.store %107, %pc[%71] : memref<?xi32>
              }
            }
          }
          %108 = memref.load %pc[%71] : memref<?xi32>
          %109 = arith.minsi %72, %108 : i32
          %110 = arith.extui %77 : i1 to i64
          %111 = arith.addi %73, %110 : i64
          scf.yield %109, %111 : i32, i64
        }
        %112 = arith.subi %hi, %lo : index
        %113 = arith.index_cast %112 : index to i64
        %114 = arith.constant 1 : i64
        %115 = arith.constant 6 : index
        %116 = memref.atomic_rmw addi %114, %stats[%115] : (i64, memref<?xi64>) -> i64
        %117 = arith.constant 7 : index
        %118 = memref.atomic_rmw addi %113, %stats[%117] : (i64, memref<?xi64>) -> i64
        %119 = arith.constant 8 : index
        %120 = memref.atomic_rmw addi %70, %stats[%119] : (i64, memref<?xi64>) -> i64
        scf.yield %69 : i32
      }
      case 3 {
        %121 = arith.constant 0 : i64
        %127 = arith.constant 1 : index
        %122, %123 = scf.for %124 = %lo to %hi step %127 iter_args(%125 = %halt, %126 = %121) -> (i32, i64) {
          %128 = memref.load %pc[%124] : memref<?xi32>
          %129 = arith.constant 3 : i32
          %130 = arith.cmpi eq, %128, %129 : i32
          scf.if %130 {
            %131 = arith.constant 0 : index
            %132 = arith.constant 0 : index
            %133 = memref.load %v1_top[%124] : memref<?xi64>
            %134 = arith.constant 0 : index
            %135 = arith.constant 0 : index
            memref.store %133, %v4_top[%124] : memref<?xi64>
            %136 = memref.load %v0_sp[%124] : memref<?xi32>
            %137 = arith.constant 0 : i32
            %138 = arith.cmpi sgt, %136, %137 : i32
            %139 = arith.constant 1 : i32
            %140 = arith.subi %136, %139 : i32
            %141 = arith.select %138, %140, %136 : i32
            memref.store %141, %v0_sp[%124] : memref<?xi32>
            scf.if %138 {
              %142 = arith.index_cast %140 : i32 to index
              %143 = arith.constant 0 : index
              %144 = arith.muli %142, %z : index
              %145 = arith.addi %144, %124 : index
              %146 = memref.load %v0_stack[%145] : memref<?xi64>
              memref.store %146, %v0_top[%124] : memref<?xi64>
            }
            %147 = arith.constant 0 : index
            %148 = arith.constant 0 : index
            %149 = memref.load %v0_top[%124] : memref<?xi64>
            %150 = arith.constant 1 : i64
            %151 = arith.subi %149, %150 : i64
            %152 = memref.load %v4_sp[%124] : memref<?xi32>
            %153 = arith.constant 64 : i32
            %154 = arith.cmpi sge, %152, %153 : i32
            scf.if %154 {
              %155 = arith.constant 1 : i32
              memref.store %155, %status[%124] : memref<?xi32>
              memref.store %halt, %pc[%124] : memref<?xi32>
            } else {
              %156 = arith.constant 1 : i32
              %157 = arith.addi %152, %156 : i32
              memref.store %157, %v4_sp[%124] : memref<?xi32>
              %158 = arith.index_cast %152 : i32 to index
              %159 = arith.constant 0 : index
              %160 = memref.load %v4_top[%124] : memref<?xi64>
              %161 = arith.muli %158, %z : index
              %162 = arith.addi %161, %124 : index
              memref.store %160, %v4_stack[%162] : memref<?xi64>
              %163 = arith.constant 0 : index
              %164 = arith.constant 0 : index
              memref.store %133, %v4_top[%124] : memref<?xi64>
              %165 = arith.constant 0 : index
              %166 = arith.constant 0 : index
              memref.store %151, %v0_top[%124] : memref<?xi64>
              %167 = memref.load %pc_sp[%124] : memref<?xi32>
              %168 = arith.constant 64 : i32
              %169 = arith.cmpi sge, %167, %168 : i32
              scf.if %169 {
                %170 = arith.constant 1 : i32
                memref.store %170, %status[%124] : memref<?xi32>
                memref.store %halt, %pc[%124] : memref<?xi32>
              } else {
                %171 = arith.constant 0 : index
                %172 = arith.index_cast %167 : i32 to index
                %173 = arith.muli %172, %z : index
                %174 = arith.addi %173, %124 : index
                %175 = arith.constant 4 : i32
                memref.store %175, %pc_stack[%174] : memref<?xi32>
                %176 = arith.constant 1 : i32
                %177 = arith.addi %167, %176 : i32
                memref.store %177, %pc_sp[%124] : memref<?xi32>
                %178 = arith.constant 0 : i32
                memref.store %178, %pc[%124] : memref<?xi32>
              }
            }
          }
          %179 = memref.load %pc[%124] : memref<?xi32>
          %180 = arith.minsi %125, %179 : i32
          %181 = arith.extui %130 : i1 to i64
          %182 = arith.addi %126, %181 : i64
          scf.yield %180, %182 : i32, i64
        }
        %183 = arith.subi %hi, %lo : index
        %184 = arith.index_cast %183 : index to i64
        %185 = arith.constant 1 : i64
        %186 = arith.constant 9 : index
        %187 = memref.atomic_rmw addi %185, %stats[%186] : (i64, memref<?xi64>) -> i64
        %188 = arith.constant 10 : index
        %189 = memref.atomic_rmw addi %184, %stats[%188] : (i64, memref<?xi64>) -> i64
        %190 = arith.constant 11 : index
        %191 = memref.atomic_rmw addi %123, %stats[%190] : (i64, memref<?xi64>) -> i64
        scf.yield %122 : i32
      }
      case 4 {
        %192 = arith.constant 0 : i64
        %198 = arith.constant 1 : index
        %193, %194 = scf.for %195 = %lo to %hi step %198 iter_args(%196 = %halt, %197 = %192) -> (i32, i64) {
          %199 = memref.load %pc[%195] : memref<?xi32>
          %200 = arith.constant 4 : i32
          %201 = arith.cmpi eq, %199, %200 : i32
          scf.if %201 {
            %202 = arith.constant 0 : index
            %203 = arith.constant 0 : index
            %204 = memref.load %v1_top[%195] : memref<?xi64>
            %205 = arith.constant 0 : index
            %206 = arith.constant 0 : index
            memref.store %204, %v6_top[%195] : memref<?xi64>
            %207 = memref.load %v4_sp[%195] : memref<?xi32>
            %208 = arith.constant 0 : i32
            %209 = arith.cmpi sgt, %207, %208 : i32
            %210 = arith.constant 1 : i32
            %211 = arith.subi %207, %210 : i32
            %212 = arith.select %209, %211, %207 : i32
            memref.store %212, %v4_sp[%195] : memref<?xi32>
            scf.if %209 {
              %213 = arith.index_cast %211 : i32 to index
              %214 = arith.constant 0 : index
              %215 = arith.muli %213, %z : index
              %216 = arith.addi %215, %195 : index
              %217 = memref.load %v4_stack[%216] : memref<?xi64>
              memref.store %217, %v4_top[%195] : memref<?xi64>
            }
            %218 = arith.constant 0 : index
            %219 = arith.constant 0 : index
            %220 = memref.load %v4_top[%195] : memref<?xi64>
            %221 = arith.addi %220, %204 : i64
            %222 = arith.constant 0 : index
            %223 = arith.constant 0 : index
            memref.store %221, %v1_top[%195] : memref<?xi64>
            %224 = memref.load %pc_sp[%195] : memref<?xi32>
            %225 = arith.constant 0 : i32
            %226 = arith.cmpi sgt, %224, %225 : i32
            scf.if %226 {
              %227 = arith.constant 1 : i32
              %228 = arith.subi %224, %227 : i32
              %229 = arith.constant 0 : index
              %230 = arith.index_cast %228 : i32 to index
              %231 = arith.muli %230, %z : index
              %232 = arith.addi %231, %195 : index
              %233 = memref.load %pc_stack[%232] : memref<?xi32>
              memref.store %228, %pc_sp[%195] : memref<?xi32>
              memref.store %233, %pc[%195] : memref<?xi32>
            } else {
              memref.store %halt, %pc[%195] : memref<?xi32>
            }
          }
          %234 = memref.load %pc[%195] : memref<?xi32>
          %235 = arith.minsi %196, %234 : i32
          %236 = arith.extui %201 : i1 to i64
          %237 = arith.addi %197, %236 : i64
          scf.yield %235, %237 : i32, i64
        }
        %238 = arith.subi %hi, %lo : index
        %239 = arith.index_cast %238 : index to i64
        %240 = arith.constant 1 : i64
        %241 = arith.constant 12 : index
        %242 = memref.atomic_rmw addi %240, %stats[%241] : (i64, memref<?xi64>) -> i64
        %243 = arith.constant 13 : index
        %244 = memref.atomic_rmw addi %239, %stats[%243] : (i64, memref<?xi64>) -> i64
        %245 = arith.constant 14 : index
        %246 = memref.atomic_rmw addi %194, %stats[%245] : (i64, memref<?xi64>) -> i64
        scf.yield %193 : i32
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
  llvm.mlir.global internal constant @fib_abi_text("{\22buffers\22:[{\22name\22:\22pc\22,\22role\22:{\22kind\22:\22pc\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22pc.stack\22,\22role\22:{\22kind\22:\22pc_stack\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22pc.sp\22,\22role\22:{\22kind\22:\22pc_pointer\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22status\22,\22role\22:{\22kind\22:\22status\22},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22block.stats\22,\22role\22:{\22kind\22:\22block_stats\22},\22dtype\22:\22i64\22,\22elements\22:15,\22extent\22:\22shared\22},{\22name\22:\22fib.n#0.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.n#0.stack\22,\22role\22:{\22kind\22:\22stack\22,\22var\22:0},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22fib.n#0.sp\22,\22role\22:{\22kind\22:\22pointer\22,\22var\22:0},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%ret0#1.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:1},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%2#4.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%2#4.stack\22,\22role\22:{\22kind\22:\22stack\22,\22var\22:4},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22stacked\22},{\22name\22:\22fib.%2#4.sp\22,\22role\22:{\22kind\22:\22pointer\22,\22var\22:4},\22dtype\22:\22i32\22,\22elements\22:1,\22extent\22:\22per_member\22},{\22name\22:\22fib.%4#6.top\22,\22role\22:{\22kind\22:\22top\22,\22var\22:6},\22dtype\22:\22i64\22,\22elements\22:1,\22extent\22:\22per_member\22}],\22max_stack_depth\22:64,\22entry\22:0,\22halt\22:5,\22inputs\22:[5],\22outputs\22:[8],\22status\22:3,\22scratch_bytes\22:0,\22member_layout\22:\22contiguous\22,\22blocks\22:[\22fib.b0\22,\22fib.b1\22,\22fib.b2\22,\22fib.b2.1\22,\22fib.b2.2\22],\22prologue\22:false}\00") {addr_space = 0 : i32} : !llvm.array<1511 x i8>
  llvm.func @fib_abi() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @fib_abi_text : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
