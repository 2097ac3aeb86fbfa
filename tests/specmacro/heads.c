BOOL flag;
FOO size_t f1(int a)
{
	return a;
}
FORCE_INLINE_TEMPLATE
int f2(int a)
{
	return a;
}
FOO u32
f3(int a)
{
	return a;
}
static inline FOO BAR *f4(int a)
{
	return a;
}
MY_API unsigned long f5(int a)
{
	return a;
}
