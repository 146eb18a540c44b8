#!/bin/sh
# Rebuilds what is derived here from the vendored sources (README.md): the KoSIT Schematron
# compiled to XSLT with SchXslt, then all four rule sets exported to SEF for SaxonJS.
# Takes about two minutes and ~600 MB; run it only after replacing a vendored source.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
xslt3="$here/../../../../node_modules/.bin/xslt3"
for syntax in CII UBL; do
  lower=$(echo "$syntax" | tr 'A-Z' 'a-z')
  "$xslt3" -s:"$here/xrechnung/src/$lower/XRechnung-$syntax-validation.sch" \
    -xsl:"$here/schxslt/pipeline-for-svrl.xsl" -o:"$here/xrechnung/XRechnung-$syntax-validation.xsl"
  "$xslt3" -xsl:"$here/xrechnung/XRechnung-$syntax-validation.xsl" \
    -export:"$here/sef/XRechnung-$syntax-validation.sef.json" -nogo
  "$xslt3" -xsl:"$here/en16931/EN16931-$syntax-validation.xslt" \
    -export:"$here/sef/EN16931-$syntax-validation.sef.json" -nogo
done
