from autobatch import *

# More blocks than the CPU loop threads (256, docs/schedule.md): long
# chains of branches, calls and a recursion, so `sync-heavy` runs its
# members alone through a `while` over one switch instead of threaded
# code. Each member takes its own path through the chains.


def bump(x: i64, i: i64) -> i64:
    if x % 2 == 0:
        return x // 2 + i
    return 3 * x + i


def part0(k: i64, x: i64) -> i64:
    if k == 0:
        x = (x * 3 + 0) % 1000003
    elif k == 1:
        x = (x * 4 + 1) % 1000003
    elif k == 2:
        x = (x * 5 + 2) % 1000003
    elif k == 3:
        x = bump(x, 3) % 1000003
    elif k == 4:
        x = (x * 7 + 4) % 1000003
    elif k == 5:
        x = (x * 8 + 5) % 1000003
    elif k == 6:
        x = (x * 9 + 6) % 1000003
    elif k == 7:
        x = (x * 10 + 7) % 1000003
    elif k == 8:
        x = (x * 11 + 8) % 1000003
    elif k == 9:
        x = (x * 12 + 9) % 1000003
    elif k == 10:
        x = bump(x, 10) % 1000003
    elif k == 11:
        x = (x * 14 + 11) % 1000003
    elif k == 12:
        x = (x * 15 + 12) % 1000003
    elif k == 13:
        x = (x * 16 + 13) % 1000003
    elif k == 14:
        x = (x * 17 + 14) % 1000003
    elif k == 15:
        x = (x * 18 + 15) % 1000003
    elif k == 16:
        x = (x * 19 + 16) % 1000003
    elif k == 17:
        x = bump(x, 17) % 1000003
    elif k == 18:
        x = (x * 21 + 18) % 1000003
    elif k == 19:
        x = (x * 22 + 19) % 1000003
    elif k == 20:
        x = (x * 23 + 20) % 1000003
    elif k == 21:
        x = (x * 24 + 21) % 1000003
    elif k == 22:
        x = (x * 25 + 22) % 1000003
    elif k == 23:
        x = (x * 26 + 23) % 1000003
    elif k == 24:
        x = bump(x, 24) % 1000003
    elif k == 25:
        x = (x * 28 + 25) % 1000003
    elif k == 26:
        x = (x * 29 + 26) % 1000003
    elif k == 27:
        x = (x * 30 + 27) % 1000003
    elif k == 28:
        x = (x * 31 + 28) % 1000003
    elif k == 29:
        x = (x * 32 + 29) % 1000003
    elif k == 30:
        x = (x * 33 + 30) % 1000003
    elif k == 31:
        x = bump(x, 31) % 1000003
    elif k == 32:
        x = (x * 35 + 32) % 1000003
    elif k == 33:
        x = (x * 36 + 33) % 1000003
    elif k == 34:
        x = (x * 37 + 34) % 1000003
    return x


def part1(k: i64, x: i64) -> i64:
    if k == 35:
        x = (x * 38 + 35) % 1000003
    elif k == 36:
        x = (x * 39 + 36) % 1000003
    elif k == 37:
        x = (x * 40 + 37) % 1000003
    elif k == 38:
        x = bump(x, 38) % 1000003
    elif k == 39:
        x = (x * 42 + 39) % 1000003
    elif k == 40:
        x = (x * 43 + 40) % 1000003
    elif k == 41:
        x = (x * 44 + 41) % 1000003
    elif k == 42:
        x = (x * 45 + 42) % 1000003
    elif k == 43:
        x = (x * 46 + 43) % 1000003
    elif k == 44:
        x = (x * 47 + 44) % 1000003
    elif k == 45:
        x = bump(x, 45) % 1000003
    elif k == 46:
        x = (x * 49 + 46) % 1000003
    elif k == 47:
        x = (x * 50 + 47) % 1000003
    elif k == 48:
        x = (x * 51 + 48) % 1000003
    elif k == 49:
        x = (x * 52 + 49) % 1000003
    elif k == 50:
        x = (x * 53 + 50) % 1000003
    elif k == 51:
        x = (x * 54 + 51) % 1000003
    elif k == 52:
        x = bump(x, 52) % 1000003
    elif k == 53:
        x = (x * 56 + 53) % 1000003
    elif k == 54:
        x = (x * 57 + 54) % 1000003
    elif k == 55:
        x = (x * 58 + 55) % 1000003
    elif k == 56:
        x = (x * 59 + 56) % 1000003
    elif k == 57:
        x = (x * 60 + 57) % 1000003
    elif k == 58:
        x = (x * 61 + 58) % 1000003
    elif k == 59:
        x = bump(x, 59) % 1000003
    elif k == 60:
        x = (x * 63 + 60) % 1000003
    elif k == 61:
        x = (x * 64 + 61) % 1000003
    elif k == 62:
        x = (x * 65 + 62) % 1000003
    elif k == 63:
        x = (x * 66 + 63) % 1000003
    elif k == 64:
        x = (x * 67 + 64) % 1000003
    elif k == 65:
        x = (x * 68 + 65) % 1000003
    elif k == 66:
        x = bump(x, 66) % 1000003
    elif k == 67:
        x = (x * 70 + 67) % 1000003
    elif k == 68:
        x = (x * 71 + 68) % 1000003
    elif k == 69:
        x = (x * 72 + 69) % 1000003
    return x


def part2(k: i64, x: i64) -> i64:
    if k == 70:
        x = (x * 73 + 70) % 1000003
    elif k == 71:
        x = (x * 74 + 71) % 1000003
    elif k == 72:
        x = (x * 75 + 72) % 1000003
    elif k == 73:
        x = bump(x, 73) % 1000003
    elif k == 74:
        x = (x * 77 + 74) % 1000003
    elif k == 75:
        x = (x * 78 + 75) % 1000003
    elif k == 76:
        x = (x * 79 + 76) % 1000003
    elif k == 77:
        x = (x * 80 + 77) % 1000003
    elif k == 78:
        x = (x * 81 + 78) % 1000003
    elif k == 79:
        x = (x * 82 + 79) % 1000003
    elif k == 80:
        x = bump(x, 80) % 1000003
    elif k == 81:
        x = (x * 84 + 81) % 1000003
    elif k == 82:
        x = (x * 85 + 82) % 1000003
    elif k == 83:
        x = (x * 86 + 83) % 1000003
    elif k == 84:
        x = (x * 87 + 84) % 1000003
    elif k == 85:
        x = (x * 88 + 85) % 1000003
    elif k == 86:
        x = (x * 89 + 86) % 1000003
    elif k == 87:
        x = bump(x, 87) % 1000003
    elif k == 88:
        x = (x * 91 + 88) % 1000003
    elif k == 89:
        x = (x * 92 + 89) % 1000003
    elif k == 90:
        x = (x * 93 + 90) % 1000003
    elif k == 91:
        x = (x * 94 + 91) % 1000003
    elif k == 92:
        x = (x * 95 + 92) % 1000003
    elif k == 93:
        x = (x * 96 + 93) % 1000003
    elif k == 94:
        x = bump(x, 94) % 1000003
    elif k == 95:
        x = (x * 98 + 95) % 1000003
    elif k == 96:
        x = (x * 99 + 96) % 1000003
    elif k == 97:
        x = (x * 100 + 97) % 1000003
    elif k == 98:
        x = (x * 101 + 98) % 1000003
    elif k == 99:
        x = (x * 102 + 99) % 1000003
    elif k == 100:
        x = (x * 103 + 100) % 1000003
    elif k == 101:
        x = bump(x, 101) % 1000003
    elif k == 102:
        x = (x * 105 + 102) % 1000003
    elif k == 103:
        x = (x * 106 + 103) % 1000003
    elif k == 104:
        x = (x * 107 + 104) % 1000003
    return x


def part3(k: i64, x: i64) -> i64:
    if k == 105:
        x = (x * 108 + 105) % 1000003
    elif k == 106:
        x = (x * 109 + 106) % 1000003
    elif k == 107:
        x = (x * 110 + 107) % 1000003
    elif k == 108:
        x = bump(x, 108) % 1000003
    elif k == 109:
        x = (x * 112 + 109) % 1000003
    elif k == 110:
        x = (x * 113 + 110) % 1000003
    elif k == 111:
        x = (x * 114 + 111) % 1000003
    elif k == 112:
        x = (x * 115 + 112) % 1000003
    elif k == 113:
        x = (x * 116 + 113) % 1000003
    elif k == 114:
        x = (x * 117 + 114) % 1000003
    elif k == 115:
        x = bump(x, 115) % 1000003
    elif k == 116:
        x = (x * 119 + 116) % 1000003
    elif k == 117:
        x = (x * 120 + 117) % 1000003
    elif k == 118:
        x = (x * 121 + 118) % 1000003
    elif k == 119:
        x = (x * 122 + 119) % 1000003
    elif k == 120:
        x = (x * 123 + 120) % 1000003
    elif k == 121:
        x = (x * 124 + 121) % 1000003
    elif k == 122:
        x = bump(x, 122) % 1000003
    elif k == 123:
        x = (x * 126 + 123) % 1000003
    elif k == 124:
        x = (x * 127 + 124) % 1000003
    elif k == 125:
        x = (x * 128 + 125) % 1000003
    elif k == 126:
        x = (x * 129 + 126) % 1000003
    elif k == 127:
        x = (x * 130 + 127) % 1000003
    elif k == 128:
        x = (x * 131 + 128) % 1000003
    elif k == 129:
        x = bump(x, 129) % 1000003
    elif k == 130:
        x = (x * 133 + 130) % 1000003
    elif k == 131:
        x = (x * 134 + 131) % 1000003
    elif k == 132:
        x = (x * 135 + 132) % 1000003
    elif k == 133:
        x = (x * 136 + 133) % 1000003
    elif k == 134:
        x = (x * 137 + 134) % 1000003
    elif k == 135:
        x = (x * 138 + 135) % 1000003
    elif k == 136:
        x = bump(x, 136) % 1000003
    elif k == 137:
        x = (x * 140 + 137) % 1000003
    elif k == 138:
        x = (x * 141 + 138) % 1000003
    elif k == 139:
        x = (x * 142 + 139) % 1000003
    return x


def walk(n: i64, x: i64) -> i64:
    if n <= 0:
        return x
    k = x % 140
    if k < 35:
        x = part0(k, x)
    elif k < 70:
        x = part1(k, x)
    elif k < 105:
        x = part2(k, x)
    else:
        x = part3(k, x)
    return walk(n - 1, x) + 1
