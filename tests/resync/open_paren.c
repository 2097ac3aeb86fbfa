int f(void)
{
	return 1;
}
static foo bar baz ( 1 2
int g(void) { foo(); return 0; }
