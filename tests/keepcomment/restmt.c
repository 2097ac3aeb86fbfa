int f(int rc)
{
	while (rc) {
		if (rc == 1) {
			g();
		} else if (rc == 2) {
			if (retries--) {
				msleep(10); /* Wait 10ms */
				rc = 3; /* go around again */
			}
		}
	}
	return rc;
}

int h(int rc)
{
	if (rc == 2) {
		while (rc--) {
			a(); /* first */
			/* between */
			b();
			/* last */
		}
	}
	return rc;
}

int k(int rc)
{
	if (rc == 2) {
		if (retries--) {
			msleep(10);
			rc = 3;
		}
	}
	return rc;
}
