void f(void)
{
	if (y) {
		if (z) {
			musb_writew(epio, MUSB_TXCSR, (MUSB_TXCSR_P_WZC_BITS &
						~MUSB_TXCSR_P_UNDERRUN) | csr);
		}
	}
	musb_writew(epioxxxxxxxx, MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, (MUSB_TXCSR_P_WZC_BITS /* c */ &
		~MUSB_UNDE) | csr);
	musb_writew(epioxxxxxxxx, MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, (MUSB_TXCSR_P_WZC_BITS
		& ~MUSB_UNDE) | csr);
	x = y(epioxxxxxxxx, MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, aaaa, z(4 |
	      CONFIG_XFR_SIZE(len)));
	x = csr | 4;
	/* these are broken */
	x = y(epioxxxxxxxx, MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, aaaa, z[4 |
	      CONFIG_XFR_SIZE(len)]);
	x = y(epioxxxxxxxx, MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, aaaa, 4 |
	      CONFIG_XFR_SIZE(len));
	musb_writew(epioxxxxxxxx, MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, (MUSB_TXCSR_P_WZC_BITS & ~MUSB_UNDE) | csr, foo(a,
		b));
	musb_writew(epioxxxxxxxx, MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXX, (MUSB_TXCSR_P_WZC_BITS & ~MUSB_UNDE) | csr,
		    other);
	musb_writew(epioxxxxxxxx, MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, (MUSB_TXCSR_P_WZC_BITS & ~MUSB_UNDE) | csr);
}
