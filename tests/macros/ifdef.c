/* Braces split across #ifdef branches do not confuse the heuristics. */
#ifdef CONFIG_A
static int f(int a) {
#else
static int f(void) {
#endif
	MUTEX_ASSERT(a)
	return 0;
}
EXPORT_SYMBOL(f)
#if 0
BROKEN(x)
#endif
void g(void)
{
	ret = foo(x)
		+ bar(y);
	foo(x)
		->field = 1;
	if (x)
		WARN(x)
	else
		y();
	while (x) DO_IT(x)
}
