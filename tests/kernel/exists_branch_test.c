void put(struct obj *o)
{
	if (atomic_dec_and_test(&o->ref)) {
		if (o->busy)
			destroy(&o->ref);
	}
}

void put2(struct obj *o)
{
	if (atomic_dec_and_test(&o->ref))
		destroy(&o->ref);
	else
		log_it(o);
}

void put3(struct obj *o)
{
	while (atomic_dec_and_test(&o->ref))
		destroy(&o->ref);
}
