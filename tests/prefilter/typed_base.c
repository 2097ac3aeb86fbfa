void f(char *buf, unsigned long len)
{
	memset(buf, 0, len);
}
