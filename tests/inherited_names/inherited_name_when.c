int one(int a) { return a; }
void a(int x)
{
	start(x);
	other(x);
	stop(x);
}
void b(int x)
{
	start(x);
	y = one(x);
	stop(x);
}
