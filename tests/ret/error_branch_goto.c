void fg(int x0, int x3)
{
	e();
	if (x0) {
		e();
		goto out;
	}
	d();
out:
	x3++;
}

void fh(int x0, int x3)
{
	e();
	if (x0) {
		goto l1;
	}
	x3++;
l1:
	d();
}
