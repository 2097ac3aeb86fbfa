static int __init f(void)
{
	_MY_INLINE_ int y = wrap(1, 2);
	CHECK(y)
	return y;
}
