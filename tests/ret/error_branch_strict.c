void fc(int x0, int x3)
{
	e();
	while (x3) {
		if (x0) {
			e();
			continue;
		}
	}
	d();
}
