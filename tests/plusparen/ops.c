void f(int a, int b, int *p)
{
	msleep(2 * a);
	msleep(a + b);
	msleep(a - b);
	msleep(a ? b : 1);
	msleep(a = b);
	msleep(*p);
	msleep((int)a);
	msleep(sizeof(a));
	msleep(f(a));
	msleep(a / b);
	msleep(a, b);
}
