int f(void)
{
	return 1;
}
.skip size
int g(void) { foo(); return 0; }
