void f(int a, int b, int *p)
{
	msleep(a << 2);
	msleep(a == b);
	msleep(a && b);
	msleep(-a);
	msleep(--a);
}
