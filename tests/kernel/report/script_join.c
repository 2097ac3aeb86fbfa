void f(struct dev *d)
{
	lock(&d->lock);
	work(d);
	unlock(&d->lock);
}

void g(struct dev *d)
{
	lock(&d->other);
	more(d);
	unlock(&d->other);
}
