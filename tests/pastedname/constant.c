#define A1(FLAG) (EXT4_##FLAG##_FL == (1U << EXT4_INODE_##FLAG))
#define A2(F) (A_##F == x)
#define A3(F) (F##_B == x)
#define T1(FLAG) (EXT4_FL == (1U << EXT4_INODE_##FLAG))
#define T2(FLAG) (EXT4_FL == (FLAG + 1))

int check(int v, int w)
{
	if (ABC == v)
		return 1;
	if (_ == v)
		return 2;
	if (_1 == v)
		return 3;
	if (Abc == v)
		return 4;
	if (X_y == v)
		return 5;
	return 12 == w;
}
