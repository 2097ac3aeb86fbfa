int f(int rc)
{
	if (rc == 2) {
		x();
		a(); /* first */
		/* between */
		b();
		y();
	}
	if (rc == 3) {
		x();
		d();
		/* between */
		e();
		y();
	}
	return rc;
}
