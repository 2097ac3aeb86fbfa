void an(int a)
{
	if (a) {
		work(a);
	}
	if (a > 1) {
		int t = a;
		work(t);
	}
}
