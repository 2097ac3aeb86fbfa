void fd(int x0, int x3)
{
	e();
	do {
		if (x0) {
			e();
			continue;
		}
		x3++;
	} while (x3);
	d();
}
