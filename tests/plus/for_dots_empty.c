int main()
{
	for (i = 0; i < n; i++)
		a();
	for (; i < n;)
		b();
	for (;;)
		c();
}
