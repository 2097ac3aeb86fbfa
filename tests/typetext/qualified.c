void f(void)
{
	typeof (jiffies) last;
	__typeof__(x) y;
	const char *const *ids;
	char * * pp;
	int (* fp)(int,char*);
}
