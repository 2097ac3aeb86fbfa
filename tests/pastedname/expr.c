#define A1(FLAG) (EXT4_##FLAG##_FL == x)
#define A2(F) (A##F##B == x)
#define A3(F) (F##_B == (x))
#define A4(F) (F##_B + 1 == x)
