_MY_INLINE_ int MY_ATTR((unused)) f(int a)
{
	int x = wrap(a, 1);
	CHECK(x);
	walk(a) x++;
	VARARGS("%d %d", a, x);
	return x + sizeof(MYSTR);
}
