void one(void)
{
	int p;
	p = acquire();
	keep(p);
	done(p);
}

void two(void)
{
	int q;
	q = acquire();
	use(q);
	done(q);
}
