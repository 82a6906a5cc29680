module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
  func.func @fib_run(%pc: memref<?xi32> {llvm.noalias}, %pc_stack: memref<?xi32> {llvm.noalias}, %pc_sp: memref<?xi32> {llvm.noalias}, %status: memref<?xi32> {llvm.noalias}, %v0_top: memref<?xi64> {llvm.noalias}, %v0_stack: memref<?xi64> {llvm.noalias}, %v0_sp: memref<?xi32> {llvm.noalias}, %v1_top: memref<?xi64> {llvm.noalias}, %v4_top: memref<?xi64> {llvm.noalias}, %v4_stack: memref<?xi64> {llvm.noalias}, %v4_sp: memref<?xi32> {llvm.noalias}, %v6_top: memref<?xi64> {llvm.noalias}, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
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
        %1 = arith.constant 1 : index
        %2 = scf.for %3 = %lo to %hi step %1 iter_args(%4 = %halt) -> (i32) {
          %5 = memref.load %pc[%3] : memref<?xi32>
          %6 = arith.constant 0 : i32
          %7 = arith.cmpi eq, %5, %6 : i32
          scf.if %7 {
            %8 = arith.constant 0 : index
            %9 = arith.constant 0 : index
            %10 = memref.load %v0_top[%3] : memref<?xi64>
            %11 = arith.constant 1 : i64
            %12 = arith.cmpi sle, %10, %11 : i64
            %13 = arith.constant 1 : i32
            %14 = arith.constant 2 : i32
            %15 = arith.select %12, %13, %14 : i32
            memref.store %15, %pc[%3] : memref<?xi32>
          }
          %16 = memref.load %pc[%3] : memref<?xi32>
          %17 = arith.minsi %4, %16 : i32
          scf.yield %17 : i32
        }
        scf.yield %2 : i32
      }
      case 1 {
        %18 = arith.constant 1 : index
        %19 = scf.for %20 = %lo to %hi step %18 iter_args(%21 = %halt) -> (i32) {
          %22 = memref.load %pc[%20] : memref<?xi32>
          %23 = arith.constant 1 : i32
          %24 = arith.cmpi eq, %22, %23 : i32
          scf.if %24 {
            %25 = arith.constant 1 : i64
            %26 = arith.constant 0 : index
            %27 = arith.constant 0 : index
            memref.store %25, %v1_top[%20] : memref<?xi64>
            %28 = memref.load %pc_sp[%20] : memref<?xi32>
            %29 = arith.constant 0 : i32
            %30 = arith.cmpi sgt, %28, %29 : i32
            scf.if %30 {
              %31 = arith.constant 1 : i32
              %32 = arith.subi %28, %31 : i32
              %33 = arith.constant 0 : index
              %34 = arith.index_cast %32 : i32 to index
              %35 = arith.muli %34, %z : index
              %36 = arith.addi %35, %20 : index
              %37 = memref.load %pc_stack[%36] : memref<?xi32>
              memref.store %32, %pc_sp[%20] : memref<?xi32>
              memref.store %37, %pc[%20] : memref<?xi32>
            } else {
              %38 = arith.constant 5 : i32
              memref.store %38, %pc[%20] : memref<?xi32>
            }
          }
          %39 = memref.load %pc[%20] : memref<?xi32>
          %40 = arith.minsi %21, %39 : i32
          scf.yield %40 : i32
        }
        scf.yield %19 : i32
      }
      case 2 {
        %41 = arith.constant 1 : index
        %42 = scf.for %43 = %lo to %hi step %41 iter_args(%44 = %halt) -> (i32) {
          %45 = memref.load %pc[%43] : memref<?xi32>
          %46 = arith.constant 2 : i32
          %47 = arith.cmpi eq, %45, %46 : i32
          scf.if %47 {
            %48 = arith.constant 0 : index
            %49 = arith.constant 0 : index
            %50 = memref.load %v0_top[%43] : memref<?xi64>
            %51 = arith.constant 2 : i64
            %52 = arith.subi %50, %51 : i64
            %53 = memref.load %v0_sp[%43] : memref<?xi32>
            %54 = arith.constant 64 : i32
            %55 = arith.cmpi sge, %53, %54 : i32
            scf.if %55 {
              %56 = arith.constant 1 : i32
              memref.store %56, %status[%43] : memref<?xi32>
              %57 = arith.constant 5 : i32
              memref.store %57, %pc[%43] : memref<?xi32>
            } else {
              %58 = arith.index_cast %53 : i32 to index
              %59 = arith.constant 0 : index
              %60 = memref.load %v0_top[%43] : memref<?xi64>
              %61 = arith.muli %58, %z : index
              %62 = arith.addi %61, %43 : index
              memref.store %60, %v0_stack[%62] : memref<?xi64>
              %63 = arith.constant 1 : i32
              %64 = arith.addi %53, %63 : i32
              memref.store %64, %v0_sp[%43] : memref<?xi32>
              %65 = arith.constant 0 : index
              %66 = arith.constant 0 : index
              memref.store %52, %v0_top[%43] : memref<?xi64>
              %67 = memref.load %pc_sp[%43] : memref<?xi32>
              %68 = arith.constant 64 : i32
              %69 = arith.cmpi sge, %67, %68 : i32
              scf.if %69 {
                %70 = arith.constant 1 : i32
                memref.store %70, %status[%43] : memref<?xi32>
                %71 = arith.constant 5 : i32
                memref.store %71, %pc[%43] : memref<?xi32>
              } else {
                %72 = arith.constant 0 : index
                %73 = arith.index_cast %67 : i32 to index
                %74 = arith.muli %73, %z : index
                %75 = arith.addi %74, %43 : index
                %76 = arith.constant 3 : i32
                memref.store %76, %pc_stack[%75] : memref<?xi32>
                %77 = arith.constant 1 : i32
                %78 = arith.addi %67, %77 : i32
                memref.store %78, %pc_sp[%43] : memref<?xi32>
                %79 = arith.constant 0 : i32
                memref.store %79, %pc[%43] : memref<?xi32>
              }
            }
          }
          %80 = memref.load %pc[%43] : memref<?xi32>
          %81 = arith.minsi %44, %80 : i32
          scf.yield %81 : i32
        }
        scf.yield %42 : i32
      }
      case 3 {
        %82 = arith.constant 1 : index
        %83 = scf.for %84 = %lo to %hi step %82 iter_args(%85 = %halt) -> (i32) {
          %86 = memref.load %pc[%84] : memref<?xi32>
          %87 = arith.constant 3 : i32
          %88 = arith.cmpi eq, %86, %87 : i32
          scf.if %88 {
            %89 = arith.constant 0 : index
            %90 = arith.constant 0 : index
            %91 = memref.load %v1_top[%84] : memref<?xi64>
            %92 = arith.constant 0 : index
            %93 = arith.constant 0 : index
            memref.store %91, %v4_top[%84] : memref<?xi64>
            %94 = memref.load %v0_sp[%84] : memref<?xi32>
            %95 = arith.constant 0 : i32
            %96 = arith.cmpi sgt, %94, %95 : i32
            scf.if %96 {
              %97 = arith.constant 1 : i32
              %98 = arith.subi %94, %97 : i32
              %99 = arith.index_cast %98 : i32 to index
              %100 = arith.constant 0 : index
              %101 = arith.muli %99, %z : index
              %102 = arith.addi %101, %84 : index
              %103 = memref.load %v0_stack[%102] : memref<?xi64>
              memref.store %103, %v0_top[%84] : memref<?xi64>
              memref.store %98, %v0_sp[%84] : memref<?xi32>
            }
            %104 = arith.constant 0 : index
            %105 = arith.constant 0 : index
            %106 = memref.load %v0_top[%84] : memref<?xi64>
            %107 = arith.constant 1 : i64
            %108 = arith.subi %106, %107 : i64
            %109 = memref.load %v4_sp[%84] : memref<?xi32>
            %110 = arith.constant 64 : i32
            %111 = arith.cmpi sge, %109, %110 : i32
            scf.if %111 {
              %112 = arith.constant 1 : i32
              memref.store %112, %status[%84] : memref<?xi32>
              %113 = arith.constant 5 : i32
              memref.store %113, %pc[%84] : memref<?xi32>
            } else {
              %114 = arith.index_cast %109 : i32 to index
              %115 = arith.constant 0 : index
              %116 = memref.load %v4_top[%84] : memref<?xi64>
              %117 = arith.muli %114, %z : index
              %118 = arith.addi %117, %84 : index
              memref.store %116, %v4_stack[%118] : memref<?xi64>
              %119 = arith.constant 1 : i32
              %120 = arith.addi %109, %119 : i32
              memref.store %120, %v4_sp[%84] : memref<?xi32>
              %121 = arith.constant 0 : index
              %122 = arith.constant 0 : index
              memref.store %91, %v4_top[%84] : memref<?xi64>
              %123 = arith.constant 0 : index
              %124 = arith.constant 0 : index
              memref.store %108, %v0_top[%84] : memref<?xi64>
              %125 = memref.load %pc_sp[%84] : memref<?xi32>
              %126 = arith.constant 64 : i32
              %127 = arith.cmpi sge, %125, %126 : i32
              scf.if %127 {
                %128 = arith.constant 1 : i32
                memref.store %128, %status[%84] : memref<?xi32>
                %129 = arith.constant 5 : i32
                memref.store %129, %pc[%84] : memref<?xi32>
              } else {
                %130 = arith.constant 0 : index
                %131 = arith.index_cast %125 : i32 to index
                %132 = arith.muli %131, %z : index
                %133 = arith.addi %132, %84 : index
                %134 = arith.constant 4 : i32
                memref.store %134, %pc_stack[%133] : memref<?xi32>
                %135 = arith.constant 1 : i32
                %136 = arith.addi %125, %135 : i32
                memref.store %136, %pc_sp[%84] : memref<?xi32>
                %137 = arith.constant 0 : i32
                memref.store %137, %pc[%84] : memref<?xi32>
              }
            }
          }
          %138 = memref.load %pc[%84] : memref<?xi32>
          %139 = arith.minsi %85, %138 : i32
          scf.yield %139 : i32
        }
        scf.yield %83 : i32
      }
      case 4 {
        %140 = arith.constant 1 : index
        %141 = scf.for %142 = %lo to %hi step %140 iter_args(%143 = %halt) -> (i32) {
          %144 = memref.load %pc[%142] : memref<?xi32>
          %145 = arith.constant 4 : i32
          %146 = arith.cmpi eq, %144, %145 : i32
          scf.if %146 {
            %147 = arith.constant 0 : index
            %148 = arith.constant 0 : index
            %149 = memref.load %v1_top[%142] : memref<?xi64>
            %150 = arith.constant 0 : index
            %151 = arith.constant 0 : index
            memref.store %149, %v6_top[%142] : memref<?xi64>
            %152 = memref.load %v4_sp[%142] : memref<?xi32>
            %153 = arith.constant 0 : i32
            %154 = arith.cmpi sgt, %152, %153 : i32
            scf.if %154 {
              %155 = arith.constant 1 : i32
              %156 = arith.subi %152, %155 : i32
              %157 = arith.index_cast %156 : i32 to index
              %158 = arith.constant 0 : index
              %159 = arith.muli %157, %z : index
              %160 = arith.addi %159, %142 : index
              %161 = memref.load %v4_stack[%160] : memref<?xi64>
              memref.store %161, %v4_top[%142] : memref<?xi64>
              memref.store %156, %v4_sp[%142] : memref<?xi32>
            }
            %162 = arith.constant 0 : index
            %163 = arith.constant 0 : index
            %164 = memref.load %v4_top[%142] : memref<?xi64>
            %165 = arith.addi %164, %149 : i64
            %166 = arith.constant 0 : index
            %167 = arith.constant 0 : index
            memref.store %165, %v1_top[%142] : memref<?xi64>
            %168 = memref.load %pc_sp[%142] : memref<?xi32>
            %169 = arith.constant 0 : i32
            %170 = arith.cmpi sgt, %168, %169 : i32
            scf.if %170 {
              %171 = arith.constant 1 : i32
              %172 = arith.subi %168, %171 : i32
              %173 = arith.constant 0 : index
              %174 = arith.index_cast %172 : i32 to index
              %175 = arith.muli %174, %z : index
              %176 = arith.addi %175, %142 : index
              %177 = memref.load %pc_stack[%176] : memref<?xi32>
              memref.store %172, %pc_sp[%142] : memref<?xi32>
              memref.store %177, %pc[%142] : memref<?xi32>
            } else {
              %178 = arith.constant 5 : i32
              memref.store %178, %pc[%142] : memref<?xi32>
            }
          }
          %179 = memref.load %pc[%142] : memref<?xi32>
          %180 = arith.minsi %143, %179 : i32
          scf.yield %180 : i32
        }
        scf.yield %141 : i32
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
    func.func @fib_entry(%state: memref<?xi8>, %layout: memref<?xindex>, %lo: index, %hi: index) -> i64 attributes {llvm.emit_c_interface} {
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
      %35 = memref.view %state[%33][%34] : memref<?xi8> to memref<?xi32>
      %36 = arith.constant 14 : index
      %37 = arith.constant 15 : index
      %38 = memref.load %layout[%36] : memref<?xindex>
      %39 = memref.load %layout[%37] : memref<?xindex>
      %40 = memref.view %state[%38][%39] : memref<?xi8> to memref<?xi64>
      %41 = arith.constant 16 : index
      %42 = arith.constant 17 : index
      %43 = memref.load %layout[%41] : memref<?xindex>
      %44 = memref.load %layout[%42] : memref<?xindex>
      %45 = memref.view %state[%43][%44] : memref<?xi8> to memref<?xi64>
      %46 = arith.constant 18 : index
      %47 = arith.constant 19 : index
      %48 = memref.load %layout[%46] : memref<?xindex>
      %49 = memref.load %layout[%47] : memref<?xindex>
      %50 = memref.view %state[%48][%49] : memref<?xi8> to memref<?xi64>
      %51 = arith.constant 20 : index
      %52 = arith.constant 21 : index
      %53 = memref.load %layout[%51] : memref<?xindex>
      %54 = memref.load %layout[%52] : memref<?xindex>
      %55 = memref.view %state[%53][%54] : memref<?xi8> to memref<?xi32>
      %56 = arith.constant 22 : index
      %57 = arith.constant 23 : index
      %58 = memref.load %layout[%56] : memref<?xindex>
      %59 = memref.load %layout[%57] : memref<?xindex>
      %60 = memref.view %state[%58][%59] : memref<?xi8> to memref<?xi64>
      %61 = func.call @fib_run(%5, %10, %15, %20, %25, %30, %35, %40, %45, %50, %55, %60, %lo, %hi) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi64>, memref<?xi64>, memref<?xi32>, memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi32>, memref<?xi64>, index, index) -> i64
      return %61 : i64
    }

}
