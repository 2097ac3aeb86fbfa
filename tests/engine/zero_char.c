void f(char *p, int n)
{
	memset(p, 0, n);
	memset(p, '\0', n);
	memset(p, 0x0, n);
	memset(p, '0', n);
}
