void f(struct ep *ep)
{
	req = get(ep);
	if (req) {
		done(ep, req, 0);
	}
}

void g(struct ep *ep)
{
	req = get(ep);
	if (!req) {
		err();
		return;
	}
	done(ep, req, 0);
}

void h(struct ep *ep)
{
	req = get(ep);
	if (req == NULL)
		err();
	else
		done(ep, req, 0);
}
